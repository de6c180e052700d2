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
  it('names each file to the worker with the cache it goes in, API answers left out', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${location.origin}/assets/page-2.js`, initiatorType: 'link' },
      { name: `${location.origin}/demo/cover.jpg`, initiatorType: 'img' },
      { name: `${location.origin}/api/home`, initiatorType: 'fetch' },
    ] as unknown as PerformanceEntryList)
    const worker = { postMessage: vi.fn() }

    await keepLoadedAssets(worker as unknown as ServiceWorker)

    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'KHEYR_KEEP',
      entries: [
        [`${location.origin}/assets/page-2.js`, 'assets'],
        [`${location.origin}/demo/cover.jpg`, 'images'],
      ],
    })
    vi.restoreAllMocks()
  })

  it('does nothing without a worker in charge of the page', async () => {
    const spy = vi.spyOn(performance, 'getEntriesByType')
    await keepLoadedAssets(null)
    expect(spy).not.toHaveBeenCalled()
    vi.restoreAllMocks()
  })
})
