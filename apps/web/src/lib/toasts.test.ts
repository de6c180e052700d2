import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_TIMEOUT, toast, toastStore } from './toasts.ts'

afterEach(() => {
  toastStore.clear()
  vi.useRealTimers()
})

describe('toast store', () => {
  it('adds toasts with ids from the current time and the 5000 ms timeout', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const a = toastStore.add('یک')
    const b = toastStore.add('دو', 'success')
    expect(a).toBe(1_700_000_000_000)
    expect(b).toBe(a + 1)
    expect(toastStore.all()).toEqual([
      { id: a, message: 'یک', variant: 'default', timeout: TOAST_TIMEOUT, placement: 'top' },
      { id: b, message: 'دو', variant: 'success', timeout: 5000, placement: 'top' },
    ])
  })

  it('puts news that needs no action at the bottom, for a shorter time', () => {
    toast.note('آماده است')
    expect(toastStore.all()[0]).toMatchObject({ placement: 'bottom', timeout: 3000 })
  })

  it('updates, removes and clears', () => {
    const a = toastStore.add('در حال ذخیره')
    const b = toastStore.add('دیگری')
    toastStore.update(a, { message: 'ذخیره شد', variant: 'success' })
    expect(toastStore.all()[0]).toMatchObject({ message: 'ذخیره شد', variant: 'success' })
    toastStore.remove(b)
    expect(toastStore.all().map((t) => t.id)).toEqual([a])
    toastStore.clear()
    expect(toastStore.all()).toEqual([])
  })

  it('tells subscribers about each change', () => {
    const listener = vi.fn()
    const unsubscribe = toastStore.subscribe(listener)
    toastStore.add('x')
    toastStore.clear()
    unsubscribe()
    toastStore.add('y')
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
