import { describe, expect, it, vi } from 'vitest'
import { registerServiceWorker } from './pwa.tsx'

/** A browser's service worker container, with a worker installing or none. */
function fakeContainer(installing: boolean) {
  const container = new EventTarget()
  const worker = Object.assign(new EventTarget(), { state: 'installing' })
  const register = vi.fn(async () => ({ installing: installing ? worker : null, waiting: null }))
  const activate = () => {
    worker.state = 'activated'
    worker.dispatchEvent(new Event('statechange'))
  }
  const takeOver = () => container.dispatchEvent(new Event('controllerchange'))
  return {
    container: Object.assign(container, { register }) as unknown as ServiceWorkerContainer,
    register,
    activate,
    takeOver,
  }
}

describe('the service worker’s registration', () => {
  it('registers /sw.js for the whole site', async () => {
    const fake = fakeContainer(true)
    await registerServiceWorker({
      container: fake.container,
      controlled: false,
      onOfflineReady() {},
    })
    expect(fake.register).toHaveBeenCalledWith('/sw.js', { scope: '/' })
  })

  it('on a first visit, says the app is ready offline once the worker is active, and does not reload', async () => {
    const fake = fakeContainer(true)
    const onOfflineReady = vi.fn()
    const onReplaced = vi.fn()
    await registerServiceWorker({
      container: fake.container,
      controlled: false,
      onOfflineReady,
      onReplaced,
    })
    expect(onOfflineReady).not.toHaveBeenCalled()
    fake.activate()
    // The new worker claims the page: it came from the network, nothing to replace.
    fake.takeOver()
    expect(onOfflineReady).toHaveBeenCalledOnce()
    expect(onReplaced).not.toHaveBeenCalled()
  })

  it('replaces a page a worker served when another worker takes it over, without the offline note', async () => {
    const fake = fakeContainer(true)
    const onOfflineReady = vi.fn()
    const onReplaced = vi.fn()
    await registerServiceWorker({
      container: fake.container,
      controlled: true,
      onOfflineReady,
      onReplaced,
    })
    fake.activate()
    expect(onReplaced).not.toHaveBeenCalled()
    fake.takeOver()
    expect(onReplaced).toHaveBeenCalledOnce()
    expect(onOfflineReady).not.toHaveBeenCalled()
  })

  it('says nothing when no worker is installing (one is already active)', async () => {
    const fake = fakeContainer(false)
    const onOfflineReady = vi.fn()
    await registerServiceWorker({ container: fake.container, controlled: false, onOfflineReady })
    fake.takeOver()
    expect(onOfflineReady).not.toHaveBeenCalled()
  })
})
