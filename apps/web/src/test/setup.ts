import { afterEach, vi } from 'vitest'
import { toastStore } from '#lib/toasts.ts'

// `findBy…` and `waitFor` give up after 1 s by default: too little on a loaded 2-core CI machine,
// where a debounced search and its re-render can take longer. A real failure still fails.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react')
  configure({ asyncUtilTimeout: 5000 })
}

// Component tests render into a fresh document each time, with nothing faked left over.
afterEach(async () => {
  vi.unstubAllGlobals()
  toastStore.clear()
  if (typeof document === 'undefined') return
  const { cleanup } = await import('@testing-library/react')
  cleanup()
})
