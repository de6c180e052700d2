import type { Lang } from '@kheyr/contracts/messages'
import type { PageFormState } from '@kheyr/contracts/server-render'
import type { DehydratedState } from '@tanstack/react-query'

/** The `<script type="application/json">` the server render leaves its data in. */
export const SERVER_STATE_ID = 'kheyr-state'

/**
 * The API answers a server render fetched that the browser keeps copies of (public reads, by
 * path and query; the start-up settings apart, which the queries hold as they came).
 */
export type ServerCopies = Record<string, unknown>

/**
 * What a server-rendered page was rendered with: its language, the data it showed, the answers
 * that data came from that the browser keeps for offline use, and the state of its plain forms
 * (the token, what was posted when it came back with messages).
 */
export type ServerState = {
  lang: Lang
  queries: DehydratedState
  copies?: ServerCopies
  form?: PageFormState
}

/** The server render's data, when the page came server-rendered (a data block, not a script). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as ServerState
  } catch {
    return null
  }
}

/** JSON that can sit inside a `<script>` element: no `</script>` or `<!--` can close it early. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
