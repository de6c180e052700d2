import { describe, expect, it } from 'vitest'
import { createPreloadQueue, savingData } from './preload-queue.ts'

/** A load that finishes when the test says so, and counts its runs. */
function pending() {
  let finish = () => {}
  const load = Object.assign(
    () => {
      load.runs++
      return new Promise<void>((resolve) => (finish = resolve))
    },
    { runs: 0, finish: () => finish() },
  )
  return load
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the preload queue', () => {
  it('runs at most five loads at once and starts the next as one finishes', async () => {
    const queue = createPreloadQueue({ skip: () => false })
    const loads = Array.from({ length: 7 }, pending)

    loads.forEach((load) => queue.add({}, load))
    await settle()

    expect(loads.map((l) => l.runs)).toEqual([1, 1, 1, 1, 1, 0, 0])
    expect(queue.size()).toEqual({ running: 5, waiting: 2 })
    loads[0]!.finish()
    await settle()
    expect(loads[5]!.runs).toBe(1)
    expect(queue.size()).toEqual({ running: 5, waiting: 1 })
  })

  it('loads each key once, however often it is asked for', async () => {
    const queue = createPreloadQueue({ skip: () => false })
    const route = {}
    const load = pending()

    queue.add(route, load)
    queue.add(route, load)
    load.finish()
    await settle()
    queue.add(route, load)

    expect(load.runs).toBe(1)
  })

  it('puts a link under the pointer before the links merely in view', async () => {
    const queue = createPreloadQueue({ limit: 1, skip: () => false })
    const first = pending()
    const inView = pending()
    const hovered = pending()

    queue.add({}, first)
    queue.add({}, inView)
    queue.add({}, hovered, { soon: true })
    await settle()
    first.finish()
    await settle()

    expect(hovered.runs).toBe(1)
    expect(inView.runs).toBe(0)
  })

  it('keeps going after a load fails', async () => {
    const queue = createPreloadQueue({ limit: 1, skip: () => false })
    const after = pending()

    queue.add({}, () => Promise.reject(new Error('offline')))
    queue.add({}, after)
    await settle()

    expect(after.runs).toBe(1)
  })

  it('loads nothing while it is told to skip', async () => {
    let saving = true
    const queue = createPreloadQueue({ skip: () => saving })
    const route = {}
    const load = pending()

    queue.add(route, load)
    await settle()
    expect(load.runs).toBe(0)

    // Asked again once the connection allows it, the route loads.
    saving = false
    queue.add(route, load)
    await settle()
    expect(load.runs).toBe(1)
  })
})

describe('savingData', () => {
  const withConnection = (connection?: object) => ({ connection }) as unknown as Navigator

  it('is true when the visitor saves data or is on 2G', () => {
    expect(savingData(withConnection({ saveData: true, effectiveType: '4g' }))).toBe(true)
    expect(savingData(withConnection({ saveData: false, effectiveType: '2g' }))).toBe(true)
    expect(savingData(withConnection({ effectiveType: 'slow-2g' }))).toBe(true)
  })

  it('is false on a fast connection, or where the browser does not say', () => {
    expect(savingData(withConnection({ saveData: false, effectiveType: '4g' }))).toBe(false)
    expect(savingData(withConnection({ effectiveType: '3g' }))).toBe(false)
    expect(savingData(withConnection())).toBe(false)
  })
})
