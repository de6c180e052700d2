import { describe, expect, it } from 'vitest'
import { cacheFor } from './offline-assets.ts'

const SITE = 'https://kheyr.example'
const at = (path: string) => new URL(path, SITE)

describe('what the first visit keeps for offline use', () => {
  it('keeps code and pictures, a preloaded cover included, in the caches the worker reads', () => {
    expect(cacheFor(at('/assets/mobile-nav-abc.js'), 'script', SITE)).toBe('assets')
    expect(cacheFor(at('/storage/media/1/cover-640.webp'), 'img', SITE)).toBe('images')
    expect(cacheFor(at('/demo/campaigns/school.jpg'), 'link', SITE)).toBe('images')
  })

  it('never keeps API answers, other sites’ files or signed links', () => {
    expect(cacheFor(at('/api/campaigns'), 'fetch', SITE)).toBeNull()
    expect(cacheFor(new URL('https://tiles.example/1/2/3.png'), 'img', SITE)).toBeNull()
    expect(cacheFor(at('/storage/media/2/doc.png?signature=abc&expires=1'), 'img', SITE)).toBeNull()
  })
})
