// One variable font file per script (Persian, Latin) for every weight the site uses.
import '@fontsource-variable/vazirmatn/wght.css'
import { StrictMode, useEffect, type ReactNode } from 'react'
import { readServerState, type ServerState } from '#app/server-state.ts'
import { whenIdle } from '#lib/idle.ts'
import { keepFormTaps, takeEarlyTap } from '#lib/form-taps.ts'
import { adoptPageForm } from '#lib/page-form.ts'
import { chosenLang } from '#lib/lang-cookie.ts'

/**
 * Start-up runs in stages, each evaluated in a task of its own (docs/decisions/023-start-after-paint.md
 * and 024): the texts, React's DOM renderer, the theme's libraries, the theme, the providers and
 * the data cache, the router's library, the routes and layouts, the router's creation (it matches
 * the route table and loads the page's code), then the take-over. The browser can paint and answer
 * a tap between any two, instead of waiting for one long task. Every stage is named in the build's
 * list of start-up code (`STARTUP_STAGES`), so the boot script preloads it after the first paint.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    // A message, not a timer: a timer set from a timer this many times over waits 4 ms.
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })

async function stage<T>(load: () => Promise<T>): Promise<T> {
  await nextTask()
  return load()
}

const container = document.getElementById('root')!

/** The app and the router, once the router has loaded the page's code. */
async function start() {
  const texts = await import('#lib/i18n.ts')
  const lang = texts.currentLang()
  texts.applyDocumentLanguage(lang)
  // The shell's texts (Persian's common ones come with the library); offline without them, the
  // app still starts.
  const shellTexts = texts.loadNamespaces(lang, texts.SHELL_NAMESPACES)
  const { reactDom } = await stage(() => import('#app/start/react-dom.ts'))
  const theme = await stage(() => import('#lib/theme.ts'))
  // The theme, made once: the first render then only reads it.
  await nextTask()
  theme.appTheme(lang === 'fa' ? 'rtl' : 'ltr')
  const { Providers, queryClient } = await stage(() => import('#app/providers.tsx'))
  await stage(() => import('#app/start/router-library.ts'))
  const { App, browserRouter, servedPageLacksCode } = await stage(() => import('#app/app.tsx'))
  // The router reads session storage as it is made (the view transitions it restores); the first
  // touch opens the storage (9 ms on this machine), here in a task of its own.
  await nextTask()
  try {
    void window.sessionStorage.length
  } catch {
    // Storage refused (a privacy setting): the router does without it too.
  }
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
  // A page the browser keeps whole in memory comes back as it was: its data is fetched again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void queryClient.invalidateQueries()
  })
  void whenIdle().then(texts.adoptStoredLanguage)
  return {
    app,
    ready,
    reactDom,
    shellTexts,
    queryClient,
    codeMissing: () => servedPageLacksCode(router),
  }
}

/** Whether this page load came from the browser's history (back, forward). */
const historyNavigation = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
    ?.type === 'back_forward'

/** Calls `then` once the tree inside has been committed (the take-over's first commit). */
function AfterCommit({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then])
  return children
}

/** Takes a server-rendered page over where it stands, with the data it was rendered with. */
async function takeOver(server: ServerState) {
  adoptPageForm(server.form)
  keepFormTaps()
  const { app, ready, reactDom, shellTexts, queryClient, codeMissing } = await start()
  const copies = await stage(() => import('#app/server-copies.ts'))
  copies.restoreServerQueries(queryClient, server)
  // Back or forward to a page: the browser may show the HTML it kept, with the data of then (a
  // campaign's total before the gift just made). The page is taken over as it was sent, and its
  // data is fetched again.
  if (historyNavigation()) void queryClient.invalidateQueries({ refetchType: 'none' })
  // Kept for a start without internet once the page is idle (storage is slow to open).
  void whenIdle().then(() => copies.keepServerCopies(queryClient, server))
  const textsLoaded = await shellTexts.then(
    () => true,
    () => false,
  )
  await ready
  if (codeMissing()) return
  // Hydration runs in one go (not as an interruptible transition): a tap that lands meanwhile
  // waits for it and reaches the hydrated page, instead of racing it.
  const earlyTap = takeEarlyTap()
  if (!textsLoaded) return reactDom.createRoot(container).render(app)
  reactDom.hydrateRoot(container, <AfterCommit then={earlyTap.press}>{app}</AfterCommit>)
}

/** Renders the app in the browser: the service worker's shell, or a page in another language. */
async function render() {
  const { app, reactDom, shellTexts } = await start()
  await shellTexts.catch(() => undefined)
  reactDom.createRoot(container).render(app)
}

// A server-rendered page in the visitor's language is taken over; otherwise the app renders.
const server = readServerState()
if (server && server.lang === chosenLang() && container.firstElementChild?.id !== 'splash')
  takeOver(server).catch(() => {
    // The app's own code could not be fetched (the connection dropped while the page started):
    // the page as served stays, and loads again when the browser is back online.
    window.addEventListener('online', () => window.location.reload(), { once: true })
  })
else void render()
