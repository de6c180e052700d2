import { Box, Container, Link, Paper, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Outlet, Link as RouterLink } from 'react-router'
import logo from '#assets/logo.svg'
import { LanguageSwitch } from '#components/language-switch.tsx'
import { paths } from '#lib/paths.ts'

/** Sign-in and sign-up: a centred card with the logo and a way back home. */
export function AuthLayout() {
  const { t } = useTranslation()
  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'background.default',
        py: 4,
      }}
    >
      <Container maxWidth="xs">
        <Stack spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Box component={RouterLink} to={paths.home} aria-label={t('nav.home')}>
            <Box component="img" src={logo} alt="" sx={{ width: 64, height: 64 }} />
          </Box>
          <Typography sx={{ fontWeight: 800, fontSize: 22, color: 'primary.dark' }}>
            {t('app.name')}
          </Typography>
        </Stack>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Outlet />
        </Paper>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2 }}
        >
          <Link component={RouterLink} to={paths.home}>
            {t('errorScreen.home')}
          </Link>
          <LanguageSwitch color="primary" />
        </Stack>
      </Container>
    </Box>
  )
}
