import type { EmotionCache } from '@emotion/cache'
import type { Lang } from '@kheyr/contracts/messages'
import type {
  ApiFetch,
  CreateRenderer,
  RenderOptions,
  RenderScreen,
  RenderedPage,
  ServerRedirect,
} from '@kheyr/contracts/server-render'
import { ThemeProvider, type Theme } from '@mui/material/styles'
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query'
import { match as matchMediaQuery } from 'css-mediaquery'
import { StrictMode, type ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router'
import { API_BASE, configureApiClient } from '#lib/api-client.ts'
import { loadNamespaces, SHELL_NAMESPACES, textsIn } from '#lib/i18n.ts'
import { PageFormProvider } from '#lib/page-form.ts'
import { PageTitleSink } from '#lib/page-title.ts'
import { RedirectSink } from '#lib/redirect.tsx'
import { PAGE_CODE_ID } from '#lib/startup-code.ts'
import { mayOpenPanelPage, type RouteMeta } from '#lib/route-meta.ts'
import type { RouteSource } from '#lib/feature.ts'
import { createStyleCache } from '#lib/theme.ts'
import { copyKind } from '#lib/saved-copies.ts'
import { PROPS_PATH, propsQuery } from '#lib/session/props.ts'
import { userQuery } from '#lib/session/user.ts'
import { appRoutes, PagesBoundary } from './app.tsx'
import { StartupGate } from './startup-gate.tsx'
import type { PageChunks } from '../../vite.first-paint.ts'
import { codeOfRoute, textsOfRoute } from './page-files.ts'
import { createQueryClient, Providers } from './providers.tsx'
import type { PageHandle } from './routes.tsx'
import {
  scriptSafeJson,
  SERVER_STATE_ID,
  type ServerCopies,
  type ServerState,
} from './server-state.ts'

/** Renders after which the page's data is complete; each finds the queries the last one added. */
const MAX_PASSES = 4

/**
 * The server render of the public pages (home, charity types, campaigns, static pages, the
 * 404): the same components as the browser, with the data they ask for fetched first and sent
 * along (`<script type="application/json">`) so the browser takes the page over as it is.
 * Pages behind a sign-in are left to the browser (null), but for those with a plain form
 * (`serverRender`: a box's request and payment, paying every unpaid gift), rendered for a
 * signed-in visitor, and the staff pages field workers open on a phone (`serverRender`: the
 * dashboard's home, the needy families and a family's file, the boxes and the discharges),
 * rendered for staff who may open them, for the screen the browser named (`ForScreen`); the rest
 * of the staff area is not. The sign-in page (`serverRender`, a guests' page in its own layout) is
 * rendered too: signing in by code works without script.
 *
 * `current` gives the request being rendered: the API client is one per process, so each call
 * finds its visitor through it (the server keeps it in an AsyncLocalStorage), and asks in the
 * visitor's language. `pageChunks` is the build's `page-chunks.json`: the page's code is named in
 * the HTML, to download with the entry.
 *
 * Each page renders in the language the visitor chose (`lang`, from their cookie). The process
 * renders many pages at once, each across awaits: the texts' instance is one per language, made
 * once and never switched, and reaches the page through React's context.
 */
export function createRenderer(
  current: () => ApiFetch | undefined,
  { pageChunks }: { pageChunks?: PageChunks | null } = {},
) {
  // The public answers each render fetched (its request's `fetchApi`), sent along for the browser
  // to keep as copies, as it keeps what it fetches itself.
  const answers = new WeakMap<ApiFetch, ServerCopies>()
  configureApiClient({
    fetch: async (url, init) => {
      const fetchApi = current()
      if (!fetchApi) throw new Error('API call outside a server render')
      if ((init.method ?? 'GET') !== 'GET') throw new Error('The server render only reads')
      const response = await fetchApi(url, init)
      const copies = answers.get(fetchApi)
      const { pathname, search } = new URL(url, 'http://render.local')
      const path = pathname.slice(API_BASE.length)
      if (
        copies &&
        response.status === 200 &&
        path !== PROPS_PATH &&
        copyKind(path, search) === 'public'
      )
        copies[path + search] = await response.clone().json()
      return response
    },
  })
  const handler = createStaticHandler(appRoutes)
  // Every text of both languages is at hand on the server; the browser loads the page's before
  // it takes the page over.
  const loaded = Promise.all([loadNamespaces('fa'), loadNamespaces('en')])
  const texts: Record<Lang, ReturnType<typeof textsIn>> = { fa: textsIn('fa'), en: textsIn('en') }

  async function render(
    url: string,
    options: Partial<RenderOptions> = {},
  ): Promise<RenderedPage | ServerRedirect | null> {
    const lang: Lang = options.lang === 'en' ? 'en' : 'fa'
    const form = options.form ?? { token: null, posted: null }
    await loaded
    const context = await handler.query(new Request(new URL(url, 'http://render.local')))
    if (context instanceof Response) return null
    const meta = [...context.matches]
      .reverse()
      .map((m) => (m.route.handle as { meta?: RouteMeta } | undefined)?.meta)
      .find(Boolean)
    if (!meta || (meta.layout !== 'default' && meta.serverRender !== true)) return null
    const signedInOnly =
      (meta.access === 'auth' || meta.access === 'panel') && meta.serverRender === true
    const guestsOnly = meta.access === 'guest' && meta.serverRender === true
    if (meta.access !== 'public' && !signedInOnly && !guestsOnly) return null
    const notFound = context.matches.at(-1)?.route.path === '*'

    const copies: ServerCopies = {}
    const fetchApi = current()
    if (fetchApi) answers.set(fetchApi, copies)
    const client = createQueryClient()
    await Promise.all([client.prefetchQuery(propsQuery), client.prefetchQuery(userQuery)])
    if (!client.getQueryData(propsQuery.queryKey)) return null
    // A guest on a page behind a sign-in: the browser sends them to sign in, and back.
    const user = client.getQueryData(userQuery.queryKey)
    if (signedInOnly && !user) return null
    // A staff page for a member of staff who may open it; anyone else gets the browser's answer.
    if (meta.access === 'panel' && !mayOpenPanelPage(meta, user ?? null)) return null

    const router = createStaticRouter(handler.dataRoutes, context)
    let html = ''
    let title: string | null = null
    let redirect: string | null = null
    let cache: EmotionCache
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      cache = createStyleCache(lang === 'fa' ? 'rtl' : 'ltr')
      // `compat` keeps each rule's text in `cache.inserted`, to be read back for `<head>`.
      cache.compat = true
      const { prelude } = await prerender(
        <StrictMode>
          <PageTitleSink value={(t) => (title = t)}>
            <RedirectSink value={(to) => (redirect = to)}>
              <Providers client={client} emotionCache={cache} texts={texts[lang]}>
                <ForScreen screen={meta.access === 'panel' ? options.screen : undefined}>
                  <PageFormProvider value={form}>
                    <StartupGate>
                      <PagesBoundary>
                        <StaticRouterProvider router={router} context={context} hydrate={false} />
                      </PagesBoundary>
                    </StartupGate>
                  </PageFormProvider>
                </ForScreen>
              </Providers>
            </RedirectSink>
          </PageTitleSink>
        </StrictMode>,
        // No part is sent apart to be put in place by an inline script (which the CSP forbids):
        // every Suspense boundary comes complete, where it stands.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      )
      html = await new Response(prelude).text()
      if (redirect !== null) return { redirect }
      const waiting = pendingQueries(client)
      if (!waiting.length) break
      await Promise.allSettled(waiting.map((q) => q.fetch()))
    }

    const state: ServerState = { lang, queries: dehydrate(client), copies, form }
    const head = [
      pageCode(pageChunks, handlesOf(context.matches), lang),
      criticalStyles(cache!),
      `<script type="application/json" id="${SERVER_STATE_ID}">${scriptSafeJson(state)}</script>`,
    ].join('')
    const { t } = texts[lang]
    return {
      html,
      head,
      title,
      lang,
      // The HTML template's own texts, for a page in English (namespace of their own: the
      // browser never loads them).
      description: t('document:description'),
      noScript: t('document:noScript'),
      status: notFound ? 404 : 200,
    }
  }

  /**
   * A page the browser renders, for a signed-in visitor: the shell names its layout's and its own
   * code, so the boot script fetches and runs them with the app's (in short tasks) instead of
   * the router finding them one level of imports after another once the app has started.
   */
  async function shellHead(url: string, options: Partial<RenderOptions> = {}) {
    if (!pageChunks) return ''
    const lang: Lang = options.lang === 'en' ? 'en' : 'fa'
    const matches = matchRoutes(appRoutes, new URL(url, 'http://render.local').pathname)
    const page = matches?.at(-1)?.route.handle as PageHandle | undefined
    if (!matches || !page?.pageSource) return ''
    const client = createQueryClient()
    await client.prefetchQuery(userQuery)
    if (!client.getQueryData(userQuery.queryKey)) return ''
    return pageCode(pageChunks, handlesOf(matches), lang)
  }

  return { render, shellHead }
}

/**
 * The app's theme, with MUI's media queries answered for a screen `width` pixels wide (the server
 * has none): the panel's drawer and a list's cards or grid are rendered as that screen shows them,
 * and the browser's first render, which asks its own screen (`noSsr`), agrees.
 */
const forWidth =
  (width: number) =>
  (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: {
        defaultProps: {
          ssrMatchMedia: (query: string) => ({
            matches: matchMediaQuery(query, { width: `${width}px` }),
          }),
        },
      },
    },
  })

/**
 * A staff page, rendered for its screen's width (`forWidth`); any other page as it always was, its
 * media queries unanswered (false), as the browser's take-over first renders them.
 */
function ForScreen({ screen, children }: { screen?: RenderScreen; children: ReactNode }) {
  return screen ? (
    <ThemeProvider theme={forWidth(screen.width)}>{children}</ThemeProvider>
  ) : (
    children
  )
}

/** The handles of a route's matches: the layout's and the page's name their modules. */
const handlesOf = (matches: readonly { route: { handle?: unknown } }[]) =>
  matches.map((m) => m.route.handle)

/**
 * The code of the layout and the page a route's matches load, and the texts the shell and they
 * read in the page's language (Persian's shell texts come with the entry; a layout that reads
 * every text names its language's bundle, which holds the page's too), in a data block the boot
 * script reads once the page is painted: it names them to the browser with the entry's, instead
 * of the browser asking for each only once the entry has run (see `pageRoute`, `lazyLayout`).
 */
function pageCode(chunks: PageChunks | null | undefined, handles: unknown[], lang: Lang) {
  if (!chunks) return ''
  const locales = chunks.locales[lang] ?? {}
  const layout = handles.find(
    (handle) => (handle as RouteSource | undefined)?.allTexts && chunks.bundles?.[lang],
  )
  const files = [
    ...handles.flatMap((handle) => codeOfRoute(chunks, handle) ?? []),
    ...SHELL_NAMESPACES.flatMap((ns) => locales[ns] ?? []),
    ...(layout ? [layout] : handles).flatMap((handle) => textsOfRoute(chunks, handle, lang)),
  ]
  const code = [...new Set(files)].filter((file) => file.endsWith('.js')).map((file) => `/${file}`)
  return `<script type="application/json" id="${PAGE_CODE_ID}">${scriptSafeJson(code)}</script>`
}

/** Queries a render asked for that have no data yet and may run (enabled). */
function pendingQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .findAll({ type: 'all' })
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false
      const enabled = (query.options as { enabled?: unknown }).enabled
      return typeof enabled === 'function' ? enabled(query) !== false : enabled !== false
    })
}

/**
 * The emotion rules of the render, as `<style>` tags the browser's emotion cache takes over (the
 * `data-emotion` ids): each `<Global>` one tag of its own, the rest in one. The rest includes the
 * rules of the styled layers no element names (MUI's `Button` over `ButtonBase`: only the merged
 * class is in the HTML) and the keyframes: the browser inserts whatever the page's first render
 * asks for and the cache does not hold, and for a page it hydrates, that should be nothing.
 */
function criticalStyles(cache: EmotionCache) {
  const ids: string[] = []
  let css = ''
  let globals = ''
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue
    const global =
      cache.registered[`${cache.key}-${id}`] === undefined && !id.startsWith('animation-')
    if (global) globals += `<style data-emotion="${cache.key}-global ${id}">${rules}</style>`
    else {
      ids.push(id)
      css += rules
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`
}

// The shape the API loads this module by (apps/api/src/plugins/web-render.ts).
createRenderer satisfies CreateRenderer<PageChunks>
