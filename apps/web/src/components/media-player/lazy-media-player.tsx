import { Box, CircularProgress, Typography } from '@mui/material'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { MediaPlayerProps } from './media-player.tsx'

const Player = lazy(() => import('./media-player.tsx'))

/** The media player, loaded (with Plyr and its styles) only when a page shows one. */
export function LazyMediaPlayer(props: MediaPlayerProps) {
  const { t } = useTranslation('media-player')
  return (
    <Suspense
      fallback={
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 3, justifyContent: 'center' }}
        >
          <CircularProgress size={20} />
          <Typography variant="body2">{t('loading')}</Typography>
        </Box>
      }
    >
      <Player {...props} />
    </Suspense>
  )
}
