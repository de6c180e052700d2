import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useProps } from '#lib/session/props.ts'
import { useFormat } from '#lib/format.ts'
import { safeLink } from '#lib/links.ts'
import { paths } from '#lib/paths.ts'
import { TrustSeal } from '#components/trust-seal.tsx'
import { useDataDir } from '#lib/data-dir.ts'

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** Social and app links: web addresses only (a bad stored one is left out). */
const links = (value: unknown) =>
  Object.entries(asRecord(value)).flatMap(([name, url]) => {
    const link = typeof url === 'string' ? safeLink(url) : null
    return link && !link.internal ? [[name, link.href] as [string, string]] : []
  })

/** One contact detail: its name, then its value. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Box component="dt" sx={{ display: 'inline' }}>
        {label}:{' '}
      </Box>
      <Box component="dd" sx={{ display: 'inline', m: 0 }}>
        {children}
      </Box>
    </Box>
  )
}

function ContactDetails({ contact }: { contact: Record<string, unknown> }) {
  const { t } = useTranslation()
  const { digits } = useFormat()
  const dataDir = useDataDir()
  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 16 }}>
        {t('footer.contact')}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0, color: '#b9dcd8' }}>
        {typeof contact.phone === 'string' && (
          <Detail label={t('footer.phone')}>
            <Link href={`tel:${contact.phone}`} sx={{ color: 'inherit' }} dir="ltr">
              {digits(contact.phone)}
            </Link>
          </Detail>
        )}
        {typeof contact.email === 'string' && (
          <Detail label={t('footer.email')}>
            <Link href={`mailto:${contact.email}`} sx={{ color: 'inherit' }}>
              {contact.email}
            </Link>
          </Detail>
        )}
        {typeof contact.address === 'string' && (
          <Detail label={t('footer.address')}>
            <span dir={dataDir}>{digits(contact.address)}</span>
          </Detail>
        )}
      </Stack>
    </>
  )
}

/** A titled row of outside links (social pages, app stores); named from `ns` when known. */
function LinkList({
  title,
  ns,
  items,
  last,
}: {
  title: string
  ns: string
  items: [string, string][]
  last?: boolean
}) {
  const { t, i18n } = useTranslation()
  if (!items.length) return null
  const label = (key: string) => (i18n.exists(`${ns}.${key}`) ? t(`${ns}.${key}`) : key)
  return (
    <>
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 16 }}>
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: last ? 0 : 3 }}>
        {items.map(([name, url]) => (
          <Link
            key={name}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: '#e6f4f2' }}
          >
            {label(name)}
          </Link>
        ))}
      </Stack>
    </>
  )
}

function About() {
  const { t } = useTranslation()
  return (
    <>
      <Typography sx={{ fontWeight: 800, fontSize: 20, mb: 1 }}>{t('app.name')}</Typography>
      <Typography sx={{ color: '#b9dcd8', lineHeight: 2 }}>{t('footer.about')}</Typography>
      <Stack
        component="nav"
        aria-label={t('footer.pages')}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 2, mt: 1.5 }}
      >
        <Link component={RouterLink} to={paths.staticPage('about')} sx={{ color: '#e6f4f2' }}>
          {t('footer.aboutUs')}
        </Link>
        <Link component={RouterLink} to={paths.staticPage('privacy')} sx={{ color: '#e6f4f2' }}>
          {t('footer.privacy')}
        </Link>
      </Stack>
    </>
  )
}

/** Social and app links and contact details, all from the start-up props. */
export function SiteFooter() {
  const { t } = useTranslation()
  const { date } = useFormat()
  const props = useProps()
  return (
    <Box component="footer" sx={{ bgcolor: '#0b3b38', color: '#e6f4f2', mt: 'auto', pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <About />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <ContactDetails contact={asRecord(props?.contact_us)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <LinkList title={t('footer.social')} ns="social" items={links(props?.social)} />
            <LinkList title={t('footer.apps')} ns="apps" items={links(props?.app)} last />
          </Grid>
        </Grid>
        <TrustSeal variant="footer" sx={{ mt: 4 }} />
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.15)', my: 3 }} />
        <Typography variant="body2" sx={{ color: '#9cc9c4', textAlign: 'center' }}>
          © {date(new Date(), 'year')} {t('app.name')}. {t('footer.rights')}
        </Typography>
      </Container>
    </Box>
  )
}
