import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import { Stack, Typography, type SxProps, type Theme } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useOnline } from '#lib/connection.ts'

/**
 * Over a page shown from the copy kept of it while there is no internet: what is on screen may
 * be older than the server's. Renders nothing online. Light (no Alert) since the home page, in
 * the first load, shows it too.
 */
export function SavedCopyNote({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation()
  const online = useOnline()
  if (online) return null
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1.5}
      sx={[
        {
          alignItems: 'center',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.primary',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <CloudOffOutlined fontSize="small" color="action" aria-hidden />
      <Typography variant="body2">{t('offline.savedCopy')}</Typography>
    </Stack>
  )
}
