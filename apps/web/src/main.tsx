// One variable font file per script (Persian, Latin) for every weight the site uses.
import '@fontsource-variable/vazirmatn/wght.css'
import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { Providers, queryClient } from './app/providers.tsx'
import { keepServerCopies, readServerState, type ServerState } from './app/server-state.ts'
import {
  adoptStoredLanguage,
  applyDocumentLanguage,
  currentLang,
  loadNamespaces,
  SHELL_NAMESPACES,
} from './lib/i18n.ts'
import { whenIdle } from './lib/idle.ts'
import { appTheme } from './lib/theme.ts'

applyDocumentLanguage(currentLang())

/**
 * Start-up runs in tasks of its own (docs/decisions/023-start-after-paint.md): the libraries
 * (React, MUI and its styles, the texts, the data cache), then the theme, then the routes and
 * layouts, then the router's creation (it matches the route table and loads the page's code), then the take-over:
 * the browser can paint and answer a tap in between instead of waiting for one long task.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

const container = document.getElementById('root')!

/** The app, once its routes have loaded, and the router, once it has loaded the page's code. */
async function start() {
  await nextTask()
  // The theme, made once: the first render then only reads it.
  appTheme(currentLang() === 'fa' ? 'rtl' : 'ltr')
  await nextTask()
  const { App, browserRouter } = await import('./app/app.tsx')
  await nextTask()
  const router = browserRouter()
  const ready = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
  const app = (
    <StrictMode>
      <Providers>
        <App />
      </Providers>
    </StrictMode>
  )
  return { app, ready }
}

/** Whether this page load came from the browser's history (back, forward). */
const historyNavigation = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.type === 'back_forward'

// A page the browser keeps whole in memory comes back as it was: its data is fetched again.
window.addEventListener('pageshow', (event) => {
  if (event.persisted) void queryClient.invalidateQueries()
})

/** Takes a server-rendered page over where it stands, with the data it was rendered with. */
async function takeOver(server: ServerState) {
  const texts = loadNamespaces(currentLang(), SHELL_NAMESPACES)
  const { app, ready } = await start()
  await nextTask()
  hydrate(queryClient, server.queries)
  // Back or forward to a page: the browser may show the HTML it kept, with the data of then (a
  // campaign's total before the gift just made). The page is taken over as it was sent, and its
  // data is fetched again.
  if (historyNavigation()) void queryClient.invalidateQueries({ refetchType: 'none' })
  // Kept for a start without internet once the page is idle (storage is slow to open).
  void whenIdle().then(() => keepServerCopies(queryClient))
  // Hydration runs in one go (not as an interruptible transition): a tap that lands meanwhile
  // waits for it and reaches the hydrated page, instead of racing it.
  await Promise.all([ready, texts]).then(
    () => hydrateRoot(container, app),
    () => createRoot(container).render(app),
  )
}

/** Renders the app in the browser: the service worker's shell, or a page in another language. */
async function render() {
  // The shell's texts first (Persian's come with the entry); offline without them, the app
  // still starts.
  await loadNamespaces(currentLang(), SHELL_NAMESPACES).catch(() => undefined)
  const { app } = await start()
  createRoot(container).render(app)
}

// A server-rendered page in the visitor's language is taken over; otherwise the app renders.
const server = readServerState()
if (server && server.lang === currentLang() && container.firstElementChild?.id !== 'splash')
  void takeOver(server)
else void render()

void whenIdle().then(adoptStoredLanguage)
