// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { prefetchThroughWorker } from './module-preload.ts'

describe('prefetching through the service worker', () => {
  it('posts the code files to the active worker once it is ready', async () => {
    const postMessage = vi.fn()
    const container = {
      ready: Promise.resolve({ active: { postMessage } }),
    } as unknown as ServiceWorkerContainer

    const taken = await prefetchThroughWorker(
      ['/assets/a-1.js', '/assets/b-2.css'],
      container,
      true,
    )

    expect(taken).toBe(true)
    expect(postMessage).toHaveBeenCalledWith({ type: 'KHEYR_PREFETCH', files: ['/assets/a-1.js'] })
  })

  it('says no where no worker will take them (the dev server, no service worker)', async () => {
    const container = { ready: new Promise(() => undefined) } as ServiceWorkerContainer
    expect(await prefetchThroughWorker(['/assets/a-1.js'], container, false)).toBe(false)
    expect(await prefetchThroughWorker(['/assets/a-1.js'], undefined, true)).toBe(false)
  })
})
