import { afterEach, vi } from 'vitest'
import { toastStore } from '../lib/toasts.ts'

// Component tests render into a fresh document each time, with nothing faked left over.
afterEach(async () => {
  vi.unstubAllGlobals()
  toastStore.clear()
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
