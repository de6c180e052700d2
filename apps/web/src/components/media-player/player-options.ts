import type Plyr from 'plyr'

/** Spec section 9: the player's constants. */
export const PLAYER_SETTINGS = {
  seekTime: 10,
  volume: 1,
  speeds: [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 4],
  qualities: [4320, 2880, 2160, 1440, 1080, 720, 576, 480, 360, 240],
  defaultQuality: 576,
  storageKey: 'plyr',
} as const

const VIDEO_CONTROLS = [
  'play-large',
  'play',
  'rewind',
  'progress',
  'fast-forward',
  'current-time',
  'duration',
  'mute',
  'volume',
  'captions',
  'settings',
  'pip',
  'fullscreen',
]
const AUDIO_CONTROLS = [
  'play',
  'rewind',
  'progress',
  'fast-forward',
  'current-time',
  'duration',
  'mute',
  'volume',
  'settings',
]

/**
 * Plyr's options with the spec's settings: 10 s seeking, full volume, the eight speeds,
 * keyboard shortcuts while the player has focus (space/K play, arrows seek and volume, M mute,
 * F full screen, C captions, L loop), preferences kept in local storage under `plyr`.
 * Controls hide after 2 s without movement (3 s on touch screens): Plyr's own timing.
 * Icons and the blank source come from this site (Plyr would fetch them from its CDN).
 */
export function playerOptions({
  kind,
  i18n,
  iconUrl,
  blankUrl,
  title,
}: {
  kind: 'audio' | 'video'
  i18n: Record<string, string>
  iconUrl: string
  blankUrl: string
  title?: string
}): Plyr.Options {
  return {
    seekTime: PLAYER_SETTINGS.seekTime,
    volume: PLAYER_SETTINGS.volume,
    speed: { selected: 1, options: [...PLAYER_SETTINGS.speeds] },
    quality: {
      default: PLAYER_SETTINGS.defaultQuality,
      options: [...PLAYER_SETTINGS.qualities],
    },
    keyboard: { focused: true, global: false },
    storage: { enabled: true, key: PLAYER_SETTINGS.storageKey },
    hideControls: true,
    tooltips: { controls: true, seek: true },
    controls: kind === 'video' ? VIDEO_CONTROLS : AUDIO_CONTROLS,
    settings: kind === 'video' ? ['captions', 'quality', 'speed', 'loop'] : ['speed', 'loop'],
    loop: { active: false },
    loadSprite: true,
    iconUrl,
    blankVideo: blankUrl,
    i18n,
    ...(title ? { title } : {}),
  }
}

export type PlayerErrorKey =
  | 'aborted'
  | 'network'
  | 'decode'
  | 'unsupported'
  | 'invalidParameter'
  | 'html5'
  | 'notFound'
  | 'embedNotAllowed'
  | 'unknown'

/**
 * The message for a playback error: the browser's MediaError codes for our own files, and the
 * embedded players' codes the spec lists (2, 5, 100, 101, 150); anything else is unknown.
 */
export function playerErrorKey(
  code: number | null | undefined,
  provider: 'html5' | 'youtube' = 'html5',
): PlayerErrorKey {
  if (provider === 'youtube') {
    switch (code) {
      case 2:
        return 'invalidParameter'
      case 5:
        return 'html5'
      case 100:
        return 'notFound'
      case 101:
      case 150:
        return 'embedNotAllowed'
      default:
        return 'unknown'
    }
  }
  switch (code) {
    case 1:
      return 'aborted'
    case 2:
      return 'network'
    case 3:
      return 'decode'
    case 4:
      return 'unsupported'
    default:
      return 'unknown'
  }
}
