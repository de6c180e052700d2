import ArrowBack from '@mui/icons-material/ArrowBack'
import WifiOffOutlined from '@mui/icons-material/WifiOffOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router'
import { ApiError } from '#lib/api-client.ts'
import { isOnline, subscribeConnection } from '#lib/connection.ts'
import { ErrorScreen } from '#components/error-screen.tsx'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { useFirstPageShown } from './first-page.ts'
import { isChunkLoadError, reloadForNewVersion } from './version.ts'

/**
 * A page whose code was never fetched cannot open without internet: "no internet connection",
 * and the page opens by itself (a fresh load) as soon as the connection returns.
 */
function OfflinePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  useEffect(
    () =>
      subscribeConnection(() => {
        if (isOnline()) window.location.reload()
      }),
    [],
  )
  useEffect(() => {
    document.title = `${t('errorScreen.offline.title')} | ${t('app.name')}`
  }, [t])
  return (
    <Box
      component="section"
      aria-labelledby="offline-title"
      sx={{ py: { xs: 6, md: 10 }, px: 2, display: 'flex', justifyContent: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 520 }}>
        <WifiOffOutlined sx={{ fontSize: 80, color: 'primary.main' }} aria-hidden />
        <Typography id="offline-title" variant="h1" sx={{ fontSize: 26, fontWeight: 700 }}>
          {t('errorScreen.offline.title')}
        </Typography>
        <Typography color="text.secondary">{t('errorScreen.offline.hint')}</Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ pt: 2, width: { xs: '100%', sm: 'auto' } }}
        >
          <Button
            variant="outlined"
            startIcon={<ArrowBack sx={flipInRtl} />}
            onClick={() => navigate(-1)}
          >
            {t('errorScreen.back')}
          </Button>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('errors.retry')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}

/** Render and loading errors of any page land on the error screen (or reload for a new build). */
export function RouteErrorBoundary() {
  const error = useRouteError()
  // Under the splash, as a page would be (the start-up's first page, decision 036).
  const shown = useFirstPageShown()
  if (!shown) return null
  if (isChunkLoadError(error)) {
    // Offline the code is missing because of the connection, not because of a new build.
    if (!isOnline()) return <OfflinePage />
    if (reloadForNewVersion()) return null
  }
  let status = 500
  if (isRouteErrorResponse(error)) status = error.status
  else if (error instanceof ApiError && [403, 404, 503].includes(error.status))
    status = error.status
  else console.error(error)
  return <ErrorScreen status={status} />
}
