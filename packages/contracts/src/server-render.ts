import type { Lang } from './messages.ts'

/**
 * The contract between the API and the web app's server render (apps/web/src/app/entry-server.tsx,
 * loaded by apps/api/src/plugins/web-render.ts from the build): the two sides are built apart, so
 * the shapes they exchange live here.
 */

/** How the server answers the page's API calls while it renders (in-process, as the visitor). */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>

/**
 * A rendered page: what goes in `#root`, in `<head>`, the document title, the language the page
 * was rendered in (the document's `lang` and `dir`) with the document's own texts in it (the
 * site's description, the note shown without JavaScript), and the status.
 */
export type RenderedPage = {
  html: string
  head: string
  title: string | null
  lang: Lang
  description: string
  noScript: string
  status: number
}

/**
 * A page that sends its visitor elsewhere as it renders (a signed-in visitor on a guests' page):
 * the server answers with a redirect to `redirect`, a path of the site.
 */
export type ServerRedirect = { redirect: string }

/**
 * A page the browser renders (behind a sign-in, the staff area), sent as the app's shell: `head`
 * names the page's code in the shell's `<head>` for the boot script, as a rendered page's does.
 */
export type ShellPage = { shellHead: string }

/**
 * What a plain HTML form posted, when the server sends its page back (422): the typed values, a
 * message per field (in the page's language) and one for the whole form (a payment that could not
 * start). `action` is the path the form posted to: only that page's form takes them.
 */
export type PostedForm = {
  action: string
  values: Record<string, string>
  errors: Record<string, string>
  message: string | null
}

/**
 * A page's plain HTML forms, as the server renders them: the visitor's CSRF token for their
 * `_token` field, and what was posted when the page comes back with messages.
 */
export type PageFormState = { token: string | null; posted: PostedForm | null }

/**
 * The screen a page is rendered for: its window's width in CSS pixels, as the browser said it or
 * as guessed from what it says of itself. The layouts that differ by the width (the staff panel,
 * a list's cards or grid) are rendered as the browser will draw them.
 */
export type RenderScreen = { width: number }

/** How a page is rendered: its language, its forms' state, and the screen it is for. */
export type RenderOptions = { lang: Lang; form?: PageFormState; screen?: RenderScreen }

/**
 * What the server render module exports: a renderer, given how to answer the page's calls and the
 * build's list of each page's chunks (`page-chunks.json`, whose shape the web build owns; the API
 * passes it on as it read it).
 */
export type CreateRenderer<PageChunks = unknown> = (
  current: () => ApiFetch | undefined,
  options: { pageChunks?: PageChunks | null },
) => {
  render: (url: string, options: RenderOptions) => Promise<RenderedPage | ServerRedirect | null>
  /**
   * For a page `render` leaves to the browser, what the shell names of its code (its layout's and
   * its own chunks, and the texts they read), for a signed-in visitor; '' for a guest (who is
   * sent to sign in) and for a page it knows nothing of.
   */
  shellHead: (url: string, options: RenderOptions) => Promise<string>
}
