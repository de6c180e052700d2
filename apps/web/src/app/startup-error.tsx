import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '#lib/api-client.ts'

/** While the screen shows, it tries again this often (our server back after an update). */
const RETRY_MS = 15_000

/** No answer at all: the device is offline, not our server down. */
const isOffline = (error: unknown) =>
  (error instanceof ApiError && error.status === 0) ||
  (typeof navigator !== 'undefined' && navigator.onLine === false)

/**
 * The screen for what our server answered: a 500 is a server error; a gateway's 502 to 504 (our
 * server restarting for an update) is the maintenance notice.
 */
const screenOf = (error: unknown) =>
  isOffline(error) ? 'offline' : error instanceof ApiError && error.status === 500 ? '500' : '503'

/**
 * When the start-up settings cannot load, before any page exists: "no internet connection" when
 * the device is offline, "server error" or the maintenance notice for what our server said. Either
 * way it tries again by itself, at once when the connection comes back, so nobody has to tap.
 */
export function StartupError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  const screen = screenOf(error)
  const offline = screen === 'offline'
  useEffect(() => {
    window.addEventListener('online', onRetry)
    const timer = window.setInterval(onRetry, RETRY_MS)
    return () => {
      window.removeEventListener('online', onRetry)
      window.clearInterval(timer)
    }
  }, [onRetry])
  const Icon = offline ? WifiOffOutlined : CloudOffOutlined
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
        <Icon sx={{ fontSize: 72, color: 'primary.main' }} aria-hidden />
        <Typography component="h1" sx={{ fontSize: 24, fontWeight: 700 }}>
          {t(`errorScreen.${screen}.title`)}
        </Typography>
        <Typography color="text.secondary">{t(`errorScreen.${screen}.hint`)}</Typography>
        <Button variant="contained" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Box>
  )
}
