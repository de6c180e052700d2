import 'plyr/dist/plyr.css'
import { toPersianDigits } from '@kheyr/contracts/digits'
import { Alert, Box } from '@mui/material'
import Plyr from 'plyr'
import iconUrl from './plyr-icons.svg?url&no-inline'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import blankUrl from './blank.wav?url&no-inline'
import { PlayerHint } from './player-hint.tsx'
import { playerErrorKey, playerOptions, type PlayerErrorKey } from './player-options.ts'

export type Caption = { src: string; srclang: string; label: string; default?: boolean }

export type MediaPlayerProps = {
  kind: 'audio' | 'video'
  src: string
  /** The file's MIME type, when known (lets the browser skip what it cannot play). */
  type?: string
  /** Names the player for assistive technology. */
  title?: string
  poster?: string
  captions?: Caption[]
}

/** Plyr writes times and speeds with Latin digits; a Persian page shows its own. */
function persianDigits(root: HTMLElement) {
  const fix = (node: Node) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const value = text.nodeValue ?? ''
      if (/[0-9]/.test(value)) text.nodeValue = toPersianDigits(value)
    }
  }
  fix(root)
  const observer = new MutationObserver((mutations) => {
    for (const m of mutations) {
      if (m.type === 'characterData') fix(m.target)
      else m.addedNodes.forEach(fix)
    }
  })
  observer.observe(root, { subtree: true, childList: true, characterData: true })
  return () => observer.disconnect()
}

/** The `<audio>` or `<video>` element with its source and caption tracks. */
function mediaElement(
  kind: MediaPlayerProps['kind'],
  src: string,
  type: string | undefined,
  poster: string | undefined,
  captions: Caption[],
) {
  const media = document.createElement(kind)
  media.setAttribute('preload', 'metadata')
  media.setAttribute('playsinline', '')
  if (poster && kind === 'video') media.setAttribute('poster', poster)
  const source = document.createElement('source')
  source.src = src
  if (type) source.type = type
  media.append(source)
  for (const c of captions) {
    const track = document.createElement('track')
    Object.assign(track, { kind: 'captions', src: c.src, srclang: c.srclang, label: c.label })
    if (c.default) track.default = true
    media.append(track)
  }
  return { media, source }
}

/**
 * The audio and video player (Plyr) with the spec's settings: see `playerOptions`. Plyr moves
 * the media element into its own markup, so the element is made here rather than by React.
 * Import it through `LazyMediaPlayer`, which loads Plyr and its styles only when shown.
 */
export function MediaPlayer({ kind, src, type, title, poster, captions = [] }: MediaPlayerProps) {
  const { t, i18n } = useTranslation('media-player')
  const lang = i18n.language === 'en' ? 'en' : 'fa'
  const host = useRef<HTMLDivElement>(null)
  const hintId = useId()
  // Plyr needs a modern browser; without it the browser's own controls are used.
  const supported = useMemo(() => Plyr.supported(kind, 'html5', true).ui, [kind])
  // A playback error belongs to the file that had it.
  const [failure, setFailure] = useState<{ src: string; key: PlayerErrorKey } | null>(null)
  const error = supported ? (failure?.src === src ? failure.key : null) : 'noSupport'
  const captionsKey = JSON.stringify(captions)

  useEffect(() => {
    const container = host.current
    if (!container) return
    const { media, source } = mediaElement(kind, src, type, poster, JSON.parse(captionsKey))
    container.append(media)

    if (!supported) media.setAttribute('controls', '')
    const player = new Plyr(media, {
      ...playerOptions({
        kind,
        i18n: t('controls', { returnObjects: true }) as Record<string, string>,
        iconUrl,
        blankUrl,
        title,
      }),
      enabled: supported,
    })
    const onError = () => setFailure({ src, key: playerErrorKey(media.error?.code) })
    // A source the browser cannot load or play fails on the <source>, leaving `media.error` empty.
    const onSourceError = () => setFailure({ src, key: playerErrorKey(media.error?.code ?? 4) })
    media.addEventListener('error', onError)
    source.addEventListener('error', onSourceError)
    const stopDigits = lang === 'fa' ? persianDigits(container) : () => {}

    return () => {
      stopDigits()
      media.removeEventListener('error', onError)
      source.removeEventListener('error', onSourceError)
      player.destroy()
      container.replaceChildren()
    }
  }, [kind, src, type, poster, captionsKey, title, lang, t, supported])

  return (
    <Box>
      <Box
        ref={host}
        dir="ltr"
        role="region"
        aria-label={title ?? t('label')}
        aria-describedby={hintId}
        sx={{
          '--plyr-color-main': '#00a99d',
          '--plyr-font-family': 'inherit',
          borderRadius: 1,
          overflow: 'hidden',
          '& video': { width: '100%', maxHeight: '70vh' },
          '& audio': { width: '100%' },
        }}
      />
      <PlayerHint id={hintId} />
      {error && (
        <Alert severity={error === 'noSupport' ? 'info' : 'error'} sx={{ mt: 1 }} role="alert">
          {t(`errors.${error}`)}
        </Alert>
      )}
    </Box>
  )
}

export default MediaPlayer
