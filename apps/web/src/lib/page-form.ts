import type { PageFormState, PostedForm } from '@kheyr/contracts/server-render'
import { createContext, useContext } from 'react'
import { useLocation } from 'react-router'

/**
 * The state of a page's plain HTML forms (docs/decisions/033-forms-before-script.md): the
 * visitor's CSRF token for their `_token` field, and what was posted when the server sent the
 * page back with messages. The server render provides it per page (`PageFormProvider`: it renders
 * many pages at once); in the browser it is the one the page was rendered with
 * (`adoptPageForm`, from the server's data), until the form that posted has taken it.
 */
let browserState: PageFormState = { token: null, posted: null }

/** The browser's state, from the data the server rendered the page with. */
export function adoptPageForm(state: PageFormState | undefined) {
  if (state) browserState = state
}

const PageFormContext = createContext<PageFormState | null>(null)
export const PageFormProvider = PageFormContext.Provider

const XSRF_COOKIE = 'XSRF-TOKEN'

/** The token a page's plain form posts in `_token`: the render's, else the visitor's cookie. */
export function usePageFormToken(): string {
  const state = useContext(PageFormContext) ?? browserState
  if (state.token) return state.token
  if (typeof document === 'undefined') return ''
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${XSRF_COOKIE}=`))
  return cookie ? decodeURIComponent(cookie.slice(XSRF_COOKIE.length + 1)) : ''
}

/**
 * What this page's plain form posted when the server sent the page back with messages, else null
 * (the form posts to the page's own path).
 */
export function usePostedForm(): PostedForm | null {
  const posted = (useContext(PageFormContext) ?? browserState).posted
  const { pathname } = useLocation()
  return posted?.action === pathname ? posted : null
}

/** The posted values are the form's now: a later visit to the page starts afresh. */
export function forgetPostedForm() {
  browserState = { ...browserState, posted: null }
}
