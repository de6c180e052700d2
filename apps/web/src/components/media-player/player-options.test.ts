import { describe, expect, it } from 'vitest'
import { playerErrorKey, playerOptions } from './player-options.ts'

describe('the media player', () => {
  it('uses the spec’s settings', () => {
    const options = playerOptions({
      kind: 'video',
      i18n: {},
      iconUrl: '/i.svg',
      blankUrl: '/b.wav',
    })
    expect(options).toMatchObject({
      seekTime: 10,
      volume: 1,
      speed: { selected: 1, options: [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 4] },
      quality: { default: 576 },
      storage: { enabled: true, key: 'plyr' },
      keyboard: { focused: true, global: false },
      hideControls: true,
      iconUrl: '/i.svg',
      blankVideo: '/b.wav',
    })
    expect(options.controls).toContain('fullscreen')
  })

  it('has no video-only controls for audio', () => {
    const options = playerOptions({ kind: 'audio', i18n: {}, iconUrl: '', blankUrl: '' })
    expect(options.controls).not.toContain('fullscreen')
    expect(options.controls).not.toContain('play-large')
  })

  it('maps error codes to messages', () => {
    expect(playerErrorKey(4)).toBe('unsupported')
    expect(playerErrorKey(2)).toBe('network')
    expect(playerErrorKey(150, 'youtube')).toBe('embedNotAllowed')
    expect(playerErrorKey(100, 'youtube')).toBe('notFound')
    expect(playerErrorKey(5, 'youtube')).toBe('html5')
    expect(playerErrorKey(2, 'youtube')).toBe('invalidParameter')
    expect(playerErrorKey(999, 'youtube')).toBe('unknown')
    expect(playerErrorKey(null)).toBe('unknown')
  })
})
