import { hydrate, type QueryClient } from '@tanstack/react-query'
import { currentLang } from '#lib/i18n.ts'
import { keepCopy, keepCopyOf, savedCopyOf } from '#lib/saved-copies.ts'
import { PROPS_PATH, propsQuery } from '#lib/session/props.ts'
import { setUser, userQuery } from '#lib/session/user.ts'
import type { ServerState } from './server-state.ts'

/**
 * A server-rendered first page came with the settings, the identity and the page's own public
 * answers (the home page's campaigns), which the browser then never asks for: keep them for a
 * start without internet, as the API client keeps what it fetches.
 */
export function keepServerCopies(client: QueryClient, state: ServerState) {
  const lang = currentLang()
  const props = client.getQueryData(propsQuery.queryKey)
  if (props) keepCopyOf(PROPS_PATH, props, lang)
  const user = client.getQueryData(userQuery.queryKey)
  if (user !== undefined) setUser(client, user)
  if (state.lang !== lang) return
  for (const [address, data] of Object.entries(state.copies ?? {})) {
    const [path = '', query] = address.split('?', 2)
    const copy = savedCopyOf(path, query ? `?${query}` : '', lang)
    if (copy?.kind === 'public') keepCopy(copy, data)
  }
}

/** Puts the server render's data in the query cache, to take the page over with what it showed. */
export function restoreServerQueries(client: QueryClient, state: ServerState) {
  hydrate(client, state.queries)
}
