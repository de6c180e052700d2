import { Box, Container, Divider, Grid, Link, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useProps } from '../../lib/session/props.ts'
import { useFormat } from '../../lib/format.ts'
import { paths } from '../../lib/paths.ts'

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

const links = (value: unknown) =>
  Object.entries(asRecord(value)).filter(
    (entry): entry is [string, string] =>
      typeof entry[1] === 'string' && /^https?:\/\//.test(entry[1]),
  )

/** Social and app links and contact details, all from the start-up props. */
export function SiteFooter() {
  const { t, i18n } = useTranslation()
  const { digits, date } = useFormat()
  const props = useProps()
  const contact = asRecord(props?.contact_us)
  const social = links(props?.social)
  const apps = links(props?.app)
  const label = (ns: string, key: string) => (i18n.exists(`${ns}.${key}`) ? t(`${ns}.${key}`) : key)

  return (
    <Box component="footer" sx={{ bgcolor: '#0b3b38', color: '#e6f4f2', mt: 'auto', pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
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
              <Link
                component={RouterLink}
                to={paths.staticPage('privacy')}
                sx={{ color: '#e6f4f2' }}
              >
                {t('footer.privacy')}
              </Link>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 16 }}>
              {t('footer.contact')}
            </Typography>
            <Stack component="dl" spacing={1} sx={{ m: 0, color: '#b9dcd8' }}>
              {typeof contact.phone === 'string' && (
                <Box>
                  <Box component="dt" sx={{ display: 'inline' }}>
                    {t('footer.phone')}:{' '}
                  </Box>
                  <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                    <Link href={`tel:${contact.phone}`} sx={{ color: 'inherit' }} dir="ltr">
                      {digits(contact.phone)}
                    </Link>
                  </Box>
                </Box>
              )}
              {typeof contact.email === 'string' && (
                <Box>
                  <Box component="dt" sx={{ display: 'inline' }}>
                    {t('footer.email')}:{' '}
                  </Box>
                  <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                    <Link href={`mailto:${contact.email}`} sx={{ color: 'inherit' }}>
                      {contact.email}
                    </Link>
                  </Box>
                </Box>
              )}
              {typeof contact.address === 'string' && (
                <Box>
                  <Box component="dt" sx={{ display: 'inline' }}>
                    {t('footer.address')}:{' '}
                  </Box>
                  <Box component="dd" sx={{ display: 'inline', m: 0 }}>
                    {digits(contact.address)}
                  </Box>
                </Box>
              )}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            {social.length > 0 && (
              <>
                <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 16 }}>
                  {t('footer.social')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
                  {social.map(([name, url]) => (
                    <Link
                      key={name}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      sx={{ color: '#e6f4f2' }}
                    >
                      {label('social', name)}
                    </Link>
                  ))}
                </Stack>
              </>
            )}
            {apps.length > 0 && (
              <>
                <Typography component="h2" sx={{ fontWeight: 700, mb: 1.5, fontSize: 16 }}>
                  {t('footer.apps')}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
                  {apps.map(([name, url]) => (
                    <Link
                      key={name}
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      sx={{ color: '#e6f4f2' }}
                    >
                      {label('apps', name)}
                    </Link>
                  ))}
                </Stack>
              </>
            )}
          </Grid>
        </Grid>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.15)', my: 3 }} />
        <Typography variant="body2" sx={{ color: '#9cc9c4', textAlign: 'center' }}>
          © {date(new Date(), 'year')} {t('app.name')}. {t('footer.rights')}
        </Typography>
      </Container>
    </Box>
  )
}
