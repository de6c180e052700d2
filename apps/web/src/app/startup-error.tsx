import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** When the start-up settings cannot load (server down, no network), before any page exists. */
export function StartupError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
      }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 460 }}>
        <CloudOffOutlined sx={{ fontSize: 72, color: 'primary.main' }} aria-hidden />
        <Typography component="h1" sx={{ fontSize: 24, fontWeight: 700 }}>
          {t('errorScreen.503.title')}
        </Typography>
        <Typography color="text.secondary">{t('errorScreen.503.hint')}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Box>
  )
}
