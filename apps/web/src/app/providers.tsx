import type { EmotionCache } from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { CssBaseline } from '@mui/material'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n as I18n } from 'i18next'
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { configureApiClient } from '#lib/api-client.ts'
import { isOnline, subscribeConnection } from '#lib/connection.ts'
import { applyDocumentLanguage, i18n, langOf } from '#lib/i18n.ts'
import { appTheme, AppThemeProvider, ltrCache, rtlCache } from '#lib/theme.ts'
import { requestConfirmation, useConfirmationPending } from '#lib/confirm-identity.ts'
import { setUser } from '#lib/session/user.ts'
import { useToasts } from '#lib/toasts.ts'
import { Notes } from './notes.tsx'

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })))
// Its texts (the account's, the form's) load with it (`withTexts`, written by the build).
const ConfirmIdentityDialog = lazy(
  () => import('#features/account/components/confirm-identity-dialog.tsx'),
)

/**
 * The app's query cache settings; the server render makes one cache per page it renders.
 * Offline, a read still runs (never waits paused behind a skeleton): the API client answers it
 * with the copy kept of it, or fails with "no internet connection"; an action fails at once
 * with those words too, instead of waiting silently.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      // The API client already retries a failed GET once (spec, section 7).
      queries: {
        retry: false,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
        // The connection's return refreshes everything below (`refreshOnReconnect`).
        refetchOnReconnect: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })

export const queryClient = createQueryClient()

/**
 * When the connection comes back, every page on screen loads again by itself: what failed, and
 * what showed from a kept copy. Nobody has to tap "try again".
 */
function refreshOnReconnect(client: QueryClient) {
  let online = isOnline()
  subscribeConnection(() => {
    const wasOffline = !online
    online = isOnline()
    if (online && wasOffline) void client.invalidateQueries()
  })
}
if (typeof window !== 'undefined') refreshOnReconnect(queryClient)

// A 401 on any call but the identity load means the session ended: forget the user.
// A 423 asks the person to confirm who they are, then the call runs again.
configureApiClient({
  onUnauthenticated: () => setUser(queryClient, null),
  onConfirmationRequired: requestConfirmation,
})

function ConfirmIdentityHost() {
  const pending = useConfirmationPending()
  return pending ? (
    <Suspense fallback={null}>
      <ConfirmIdentityDialog />
    </Suspense>
  ) : null
}

/**
 * Direction, theme and emotion cache follow the language: RTL for Persian, LTR for English. The
 * server render brings its own emotion cache, to read back the styles the page used, and its own
 * texts in the visitor's language (`texts`, never switched: other pages render meanwhile).
 */
function LanguageTheme({
  children,
  cache,
  texts,
}: {
  children: ReactNode
  cache?: EmotionCache
  texts: I18n
}) {
  const [lang, setLang] = useState(langOf(texts))
  useEffect(() => {
    const onChange = () => {
      setLang(langOf(texts))
      applyDocumentLanguage(langOf(texts))
      // Server messages and some data come in the chosen language.
      void queryClient.invalidateQueries()
    }
    texts.on('languageChanged', onChange)
    return () => texts.off('languageChanged', onChange)
  }, [texts])
  const direction = lang === 'fa' ? 'rtl' : 'ltr'
  const theme = appTheme(direction)
  return (
    <CacheProvider value={cache ?? (direction === 'rtl' ? rtlCache : ltrCache)}>
      <AppThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </AppThemeProvider>
    </CacheProvider>
  )
}

/**
 * The toaster's code loads with the first toast; most visits never need it. Notes (`toast.note`)
 * need no toaster: they are drawn on their own (`Notes`).
 */
function LazyToaster() {
  const toasts = useToasts()
  const notes = toasts.filter((t) => t.placement === 'bottom')
  const hasToasts = notes.length < toasts.length
  const [needed, setNeeded] = useState(false)
  // Once mounted it stays, so closing toasts can animate out.
  if (hasToasts && !needed) setNeeded(true)
  return (
    <>
      <Notes notes={notes} />
      {needed && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  )
}

/**
 * The app's contexts. The browser uses the app's query cache and texts; the server render gives
 * each page its own query cache, emotion cache and texts in the visitor's language.
 */
export function Providers({
  children,
  client = queryClient,
  emotionCache,
  texts = i18n,
}: {
  children: ReactNode
  client?: QueryClient
  emotionCache?: EmotionCache
  texts?: I18n
}) {
  return (
    <I18nextProvider i18n={texts}>
      <QueryClientProvider client={client}>
        <LanguageTheme cache={emotionCache} texts={texts}>
          <LazyToaster />
          <ConfirmIdentityHost />
          {children}
        </LanguageTheme>
      </QueryClientProvider>
    </I18nextProvider>
  )
}
