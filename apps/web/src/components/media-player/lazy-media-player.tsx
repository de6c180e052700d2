import { Box, CircularProgress, Typography } from '@mui/material'
import { lazy, Suspense, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from '#lib/hydrated.ts'
import type { MediaPlayerProps } from './media-player.tsx'
import { PlayerHint } from './player-hint.tsx'

const Player = lazy(() => import('./media-player.tsx'))

/**
 * The media player, loaded (with Plyr and its styles) only when a page shows one. A page the
 * server rendered serves the browser's own player, with its controls: it plays before the
 * page's script has come (and without it) until the part is taken over, and Plyr replaces it.
 */
export function LazyMediaPlayer(props: MediaPlayerProps) {
  const { t } = useTranslation('media-player')
  if (!useHydrated()) return <ServedMedia {...props} />
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

/** The `<audio>` or `<video>` element with the browser's controls, its source and captions. */
function ServedMedia({ kind, src, type, title, poster, captions = [] }: MediaPlayerProps) {
  const { t } = useTranslation('media-player')
  const hintId = useId()
  const Media = kind
  return (
    <Box>
      <Box
        sx={{
          borderRadius: 1,
          overflow: 'hidden',
          '& video': { display: 'block', width: '100%', maxHeight: '70vh' },
          '& audio': { display: 'block', width: '100%' },
        }}
      >
        <Media
          controls
          preload="metadata"
          playsInline
          poster={kind === 'video' ? poster : undefined}
          aria-label={title ?? t('label')}
          aria-describedby={hintId}
          dir="ltr"
        >
          <source src={src} type={type} />
          {captions.map((c) => (
            <track
              key={c.src}
              kind="captions"
              src={c.src}
              srcLang={c.srclang}
              label={c.label}
              default={c.default}
            />
          ))}
        </Media>
      </Box>
      <PlayerHint id={hintId} />
    </Box>
  )
}
