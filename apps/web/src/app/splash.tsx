import { Box, CircularProgress } from '@mui/material'
import { useTranslation } from 'react-i18next'
import logo from '#assets/logo.svg'

/** The logo with a spinner while the start-up props and the identity load. */
export function Splash() {
  const { t } = useTranslation()
  return (
    <Box
      role="status"
      aria-label={t('loading.text')}
      sx={{
        position: 'fixed',
        inset: 0,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 88, height: 88 }} />
      <CircularProgress size={32} aria-hidden />
    </Box>
  )
}
