// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { cacheFor, keepLoadedAssets } from './offline-assets.ts'

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

describe('keeping what the first visit loaded', () => {
  it('adds only what no cache holds yet, each to its own cache', async () => {
    const stores = new Map<string, Set<string>>([
      ['workbox-precache-v2', new Set(['http://localhost:3000/assets/app-1.js'])],
      ['assets', new Set()],
      ['images', new Set()],
    ])
    const open = async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Set())
      const held = stores.get(name)!
      return {
        keys: async () => [...held].map((url) => ({ url })),
        add: async (url: string) => void held.add(url),
      }
    }
    vi.stubGlobal('caches', { keys: async () => [...stores.keys()], open })
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost:3000/assets/app-1.js', initiatorType: 'script' },
      { name: 'http://localhost:3000/assets/page-2.js', initiatorType: 'link' },
      { name: 'http://localhost:3000/demo/cover.jpg', initiatorType: 'img' },
      { name: 'http://localhost:3000/api/home', initiatorType: 'fetch' },
    ] as unknown as PerformanceEntryList)

    await keepLoadedAssets()

    expect([...stores.get('assets')!]).toEqual(['http://localhost:3000/assets/page-2.js'])
    expect([...stores.get('images')!]).toEqual(['http://localhost:3000/demo/cover.jpg'])
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
})
