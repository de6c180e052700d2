import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'

/**
 * In place of a part of a page that could not be loaded without internet (and has no copy kept):
 * it says so, that it loads by itself when the connection returns, and offers to try again. Light
 * (no Alert, unlike `LoadError`) since the home page, in the first load, shows it too.
 */
export function OfflineNote({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Stack
      role="status"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{
        alignItems: { xs: 'flex-start', sm: 'center' },
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <WifiOffOutlined color="action" aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('errors.offline')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('offline.loadsByItself')}
        </Typography>
      </Box>
      <Button variant="outlined" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
        {t('errors.retry')}
      </Button>
    </Stack>
  )
}
