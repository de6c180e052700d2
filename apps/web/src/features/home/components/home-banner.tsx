import { Box, Container, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { safeLink } from '#lib/links.ts'
import { useDataDir } from '#lib/data-dir.ts'

type Banner = { path?: unknown; title?: unknown; link?: unknown; updated_at?: unknown }

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** The banner from props (`Banner`): an image, an optional line of text and link. */
export function HomeBanner({ banner }: { banner: unknown }) {
  const { t } = useTranslation('home')
  const dataDir = useDataDir()
  const b = (banner && typeof banner === 'object' ? banner : {}) as Banner
  const path = text(b.path)
  if (!path) return null
  const title = text(b.title)
  const link = safeLink(text(b.link))
  // The version busts caches when staff replace the image at the same address.
  const version = text(b.updated_at)
  const src = version
    ? `${path}${path.includes('?') ? '&' : '?'}v=${encodeURIComponent(version)}`
    : path

  const body = (
    <Box
      sx={{
        position: 'relative',
        borderRadius: 4,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        aspectRatio: { xs: '16 / 7', md: '32 / 7' },
      }}
    >
      <img
        src={src}
        alt={title ?? t('banner')}
        loading="lazy"
        decoding="async"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {title && (
        <Typography
          component="p"
          dir={dataDir}
          sx={{
            position: 'absolute',
            insetInline: 0,
            bottom: 0,
            p: { xs: 1.5, md: 2.5 },
            color: '#fff',
            fontWeight: 800,
            fontSize: { xs: 17, md: 24 },
            background: 'linear-gradient(transparent, rgba(0,0,0,0.55))',
          }}
        >
          {title}
        </Typography>
      )}
    </Box>
  )

  return (
    <Container
      component="section"
      maxWidth="lg"
      aria-label={title ?? t('banner')}
      sx={{ pb: { xs: 5, md: 7 } }}
    >
      {link ? (
        link.internal ? (
          <Link to={link.to} style={{ display: 'block' }}>
            {body}
          </Link>
        ) : (
          <a href={link.href} rel="noopener" style={{ display: 'block' }}>
            {body}
          </a>
        )
      ) : (
        body
      )}
    </Container>
  )
}
