import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined'
import { Alert, Button, Stack, Typography, type SxProps, type Theme } from '@mui/material'
import type { SvgIconComponent } from '@mui/icons-material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, messageOf } from '#lib/api-client.ts'

/**
 * A load that failed: the server's message (or a general one) and a way to try again. Without
 * internet it says so, and that the page loads by itself when the connection returns.
 */
export function LoadError({
  error,
  onRetry,
  sx,
}: {
  error: unknown
  onRetry: () => void
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation()
  const offline = error instanceof ApiError && error.status === 0
  return (
    <Alert
      severity={offline ? 'warning' : 'error'}
      icon={offline ? <WifiOffOutlined /> : undefined}
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry} sx={{ whiteSpace: 'nowrap' }}>
          {t('errors.retry')}
        </Button>
      }
    >
      {messageOf(error, t('errors.loadFailed'))}
      {offline && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('offline.loadsByItself')}
        </Typography>
      )}
    </Alert>
  )
}

/** An empty list: an icon, what is missing, a hint and the way to start. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  action,
}: {
  icon?: SvgIconComponent
  title: string
  hint?: string
  action?: ReactNode
}) {
  return (
    <Stack sx={{ alignItems: 'center', gap: 1.5, py: 6, px: 2, textAlign: 'center' }}>
      {Icon && <Icon sx={{ fontSize: 52, color: 'text.disabled' }} aria-hidden />}
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      {hint && (
        <Typography color="text.secondary" variant="body2">
          {hint}
        </Typography>
      )}
      {action}
    </Stack>
  )
}
