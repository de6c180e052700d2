import type { TrustBadge, TrustProps } from '@kheyr/contracts/props'
import { Box, Stack, Typography, type SxProps, type Theme } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { useProps } from '#lib/session/props.ts'

const https = (value: string | null) => (value && /^https:\/\//i.test(value) ? value : null)

/**
 * One badge: the issuer's image, opening the issuer's page in a new tab. The server kept only
 * these parts of the pasted code; nothing of it is injected as HTML. Issuers check the page
 * showing the badge by its `Referer`, so both send this site's origin.
 */
function Badge({ badge, height }: { badge: TrustBadge; height: number }) {
  const src = https(badge.src)
  if (!src) return null
  const width = badge.width && badge.height ? (badge.width / badge.height) * height : undefined
  const image = (
    <Box
      component="img"
      src={src}
      alt={badge.alt || badge.name}
      referrerPolicy="origin"
      loading="lazy"
      height={height}
      width={width ? Math.round(width) : undefined}
      sx={{ display: 'block', height, width: width ?? 'auto', maxWidth: height * 1.6 }}
    />
  )
  const href = https(badge.href)
  const tile = { bgcolor: '#fff', borderRadius: 2, p: 0.75, display: 'inline-flex' } as const
  return href ? (
    <Box
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      referrerPolicy="origin"
      title={badge.name}
      sx={{ ...tile, '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 } }}
    >
      {image}
    </Box>
  ) : (
    <Box sx={tile}>{image}</Box>
  )
}

/** Whether staff set anything a donor would be shown. */
export const hasTrust = (trust: TrustProps | undefined): trust is TrustProps =>
  Boolean(
    trust && (trust.registration_number || trust.licence_number || trust.badges.some((b) => b.src)),
  )

/** The registration and licence numbers as a sentence, in the reader's digits. */
function TrustFacts({ trust, sx }: { trust: TrustProps; sx?: SxProps<Theme> }) {
  const { t } = useTranslation()
  const { digits } = useFormat()
  const facts = [
    trust.registration_number &&
      t('trust.registration', { number: digits(trust.registration_number) }),
    trust.licence_number &&
      (trust.licence_issuer
        ? t('trust.licenceFrom', {
            number: digits(trust.licence_number),
            issuer: trust.licence_issuer,
          })
        : t('trust.licence', { number: digits(trust.licence_number) })),
  ].filter(Boolean)
  if (!facts.length) return null
  return (
    <Typography variant="body2" sx={sx}>
      {facts.join(' · ')}
    </Typography>
  )
}

/**
 * What lets a donor trust the charity before paying (settings → trust): its registration and
 * licence numbers and the trust badges (eNamad, Shaparak…), in the footer and beside every
 * checkout's pay button. Nothing when staff have set none.
 */
export function TrustSeal({
  variant,
  sx,
}: {
  variant: 'footer' | 'checkout'
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation()
  const trust = useProps()?.trust
  if (!hasTrust(trust)) return null
  const footer = variant === 'footer'
  return (
    <Box
      component="section"
      aria-label={t('trust.label')}
      sx={[
        footer
          ? {}
          : { border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, bgcolor: '#fafafa' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {footer ? (
        <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 16 }}>
          {t('trust.footerTitle')}
        </Typography>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {t('trust.checkoutTitle')}
        </Typography>
      )}
      <TrustFacts trust={trust} sx={footer ? { color: '#b9dcd8' } : { color: 'text.secondary' }} />
      {trust.badges.length > 0 && (
        <Stack
          direction="row"
          component="ul"
          sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {trust.badges.map((badge) => (
            <li key={`${badge.name}-${badge.src}`}>
              <Badge badge={badge} height={footer ? 72 : 56} />
            </li>
          ))}
        </Stack>
      )}
    </Box>
  )
}
