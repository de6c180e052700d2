import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SITE = 'https://kheyr.example'
const source = readFileSync(
  path.resolve(import.meta.dirname, '../../public/sw-prefetch.js'),
  'utf8',
)

/**
 * The worker's script (public/sw-prefetch.js) in a stand-in for the service worker: its caches
 * (the precache holding `precached`), and what it adds where. Returns how to post it a message.
 */
function worker(precached: string[] = []) {
  const stores = new Map<string, Map<string, true>>([
    ['workbox-precache-v2', new Map(precached.map((url) => [new URL(url, SITE).href, true]))],
  ])
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    return {
      add: async (url: string) => void store.set(new URL(url, SITE).href, true),
      keys: async () => [...store.keys()].map((url) => ({ url })),
      delete: async (request: { url: string }) => store.delete(request.url),
    }
  }
  const caches = {
    open,
    match: async (url: string) =>
      [...stores.values()].some((store) => store.has(new URL(url, SITE).href)) || undefined,
  }
  let onMessage: (event: unknown) => void = () => undefined
  const self = {
    location: { origin: SITE },
    addEventListener: (_type: string, listener: (event: unknown) => void) => {
      onMessage = listener
    },
  }
  new Function('self', 'caches', source)(self, caches)
  const post = async (data: unknown) => {
    let work: Promise<unknown> = Promise.resolve()
    onMessage({ data, waitUntil: (promise: Promise<unknown>) => (work = promise) })
    await work
  }
  const held = (name: string) => [...(stores.get(name)?.keys() ?? [])]
  return { post, held }
}

describe('the service worker keeping files for the page', () => {
  it('keeps what the first visit loaded in the cache named, skipping what a cache holds', async () => {
    const sw = worker(['/assets/app-1.js'])
    await sw.post({
      type: 'KHEYR_KEEP',
      entries: [
        [`${SITE}/assets/app-1.js`, 'assets'],
        [`${SITE}/assets/page-2.js`, 'assets'],
        [`${SITE}/demo/cover.jpg`, 'images'],
      ],
    })
    expect(sw.held('assets')).toEqual([`${SITE}/assets/page-2.js`])
    expect(sw.held('images')).toEqual([`${SITE}/demo/cover.jpg`])
  })

  it('keeps nothing from another site, nor in a cache of the page’s choosing', async () => {
    const sw = worker()
    await sw.post({
      type: 'KHEYR_KEEP',
      entries: [
        ['https://tracker.example/pixel.png', 'images'],
        [`${SITE}/assets/page-2.js`, 'workbox-precache-v2'],
        [`${SITE}/api/user`, 'api'],
        'not an entry',
      ],
    })
    expect(sw.held('images')).toEqual([])
    expect(sw.held('api')).toEqual([])
    expect(sw.held('workbox-precache-v2')).toEqual([])
  })

  it('prefetches the files of pages in view into the assets cache, only hashed files', async () => {
    const sw = worker()
    await sw.post({ type: 'KHEYR_PREFETCH', files: ['/assets/needies-1.js', '/api/user', 7] })
    expect(sw.held('assets')).toEqual([`${SITE}/assets/needies-1.js`])
  })
})
