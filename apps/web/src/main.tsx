// One variable font file per script (Persian, Latin) for every weight the site uses.
import '@fontsource-variable/vazirmatn/wght.css'
import { hydrate } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, browserRouter } from './app/app.tsx'
import { Providers, queryClient } from './app/providers.tsx'
import { keepServerCopies, readServerState, type ServerState } from './app/server-state.ts'
import { applyDocumentLanguage, currentLang, loadNamespaces, SHELL_NAMESPACES } from './lib/i18n.ts'

applyDocumentLanguage(currentLang())

const container = document.getElementById('root')!
const app = (
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>
)

/** Resolves once the router has loaded the code of the page it opens on, and the texts. */
function routerReady() {
  const router = browserRouter()
  return new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

/**
 * Start-up runs in tasks of its own after the modules' evaluation: the router's creation (it
 * matches the route table and starts loading the page's code), and the server's data put in the
 * cache, so the browser can paint and answer a tap in between (docs/decisions/022-start-after-paint.md).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve))

/** Takes a server-rendered page over where it stands, with the data it was rendered with. */
async function takeOver(server: ServerState) {
  const texts = loadNamespaces(currentLang(), SHELL_NAMESPACES)
  await nextTask()
  const page = routerReady()
  await nextTask()
  hydrate(queryClient, server.queries)
  keepServerCopies(queryClient)
  await Promise.all([page, texts])
  // Hydration runs in one go (not as an interruptible transition): a tap that lands meanwhile
  // waits for it and reaches the hydrated page, instead of racing it.
  hydrateRoot(container, app)
}

// A server-rendered page in the visitor's language is taken over; otherwise (the service
// worker's shell, another language) the app renders.
const server = readServerState()
if (server && server.lang === currentLang() && container.firstElementChild?.id !== 'splash') {
  takeOver(server).catch(() => createRoot(container).render(app))
} else {
  // The shell's texts first (Persian's come with the entry); offline without them, the app
  // still starts.
  const render = () => createRoot(container).render(app)
  void loadNamespaces(currentLang(), SHELL_NAMESPACES).then(render, render)
}
