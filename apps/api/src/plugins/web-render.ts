import { AsyncLocalStorage } from 'node:async_hooks'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Lang } from '@kheyr/contracts'
import type {
  ApiFetch,
  CreateRenderer,
  PageFormState,
  RenderedPage,
  RenderScreen,
  ServerRedirect,
  ShellPage,
} from '@kheyr/contracts/server-render'
import type { FastifyInstance, FastifyRequest } from 'fastify'

type RenderModule = { createRenderer: CreateRenderer }

/**
 * The language a visitor chose on their device (the web app's `lang` cookie, `setLanguage` in
 * apps/web/src/lib/i18n.ts), or null when they chose none (or the cookie says something else).
 */
export function chosenLang(request: FastifyRequest): Lang | null {
  const chosen = request.cookies.lang
  return chosen === 'en' || chosen === 'fa' ? chosen : null
}

/** The language a page is sent in: the one the visitor chose, whatever their browser's; else Persian. */
export const pageLang = (request: FastifyRequest): Lang => chosenLang(request) ?? 'fa'

/** What a page's answer asks the browser to send from then on: its window's width. */
export const ASKED_HINTS = 'Sec-CH-Viewport-Width'

/** The widths the screen is guessed at when the browser has not said it: a phone's, a desktop's. */
const PHONE_WIDTH = 390
const DESKTOP_WIDTH = 1280

/**
 * The screen a page is rendered for. Chromium's browsers say their window's width
 * (`Sec-CH-Viewport-Width`) once a page of ours asked for it (`ASKED_HINTS`): a staff member has
 * opened the sign-in page before any staff page. Without it, the screen is guessed: a phone by its
 * client hint (`Sec-CH-UA-Mobile`, sent unasked) or its user agent (every phone browser's says
 * "Mobile"), anything else a desktop, a tablet too.
 */
export function screenOf(request: FastifyRequest): RenderScreen {
  const said = Number(request.headers['sec-ch-viewport-width'])
  if (Number.isInteger(said) && said > 0 && said <= 10_000) return { width: said }
  const phone =
    request.headers['sec-ch-ua-mobile'] === '?1' ||
    /Mobi/i.test(request.headers['user-agent'] ?? '')
  return { width: phone ? PHONE_WIDTH : DESKTOP_WIDTH }
}

/** The build's list of each page's chunks, which the render names in the HTML (or null). */
function readPageChunks(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown
  } catch {
    return null
  }
}

/** A render slower than this is given up: the visitor gets the app's shell instead. */
export const RENDER_TIMEOUT_MS = 4000

/**
 * The web app's server render, when the build made one: `render(request, lang, form)` gives the
 * page rendered in that language (its plain forms with the visitor's token, and what was posted
 * when the page comes back with messages); for pages the browser renders (behind a sign-in, the
 * staff area), what the shell names of their code for a signed-in visitor (`shellHead`); null
 * for a guest there, or when the render failed or was too slow. The page's API calls are answered
 * in-process, as the visitor (their cookies and address, so the rate limit counts them as
 * theirs) and in the page's language.
 */
export async function loadRenderer(app: FastifyInstance, ssrDir: string, distDir: string) {
  const entry = path.join(ssrDir, 'entry-server.js')
  if (!existsSync(entry)) return null
  const calls = new AsyncLocalStorage<ApiFetch>()
  const mod = (await import(pathToFileURL(entry).href)) as RenderModule
  const renderer = mod.createRenderer(() => calls.getStore(), {
    pageChunks: readPageChunks(path.join(distDir, 'page-chunks.json')),
  })

  // The web's API client is one per process: it cannot tell which page's language a call is
  // for, so the call takes its page's.
  const apiFetch =
    (request: FastifyRequest, lang: Lang): ApiFetch =>
    async (url) => {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'accept-language': lang,
      }
      if (request.headers.cookie) headers.cookie = request.headers.cookie
      if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent']
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip })
      const empty = res.statusCode === 204 || res.statusCode === 304
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      })
    }

  return async (
    request: FastifyRequest,
    lang: Lang,
    form?: PageFormState,
  ): Promise<RenderedPage | ServerRedirect | ShellPage | null> => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        request.log.warn({ url: request.url }, 'server render too slow: sending the shell')
        resolve(null)
      }, RENDER_TIMEOUT_MS)
    })
    try {
      return await Promise.race([
        calls.run(apiFetch(request, lang), async () => {
          const page = await renderer.render(request.url, { lang, form, screen: screenOf(request) })
          if (page) return page
          // A page the browser renders: the shell names its code.
          const shellHead = await renderer.shellHead(request.url, { lang, form })
          return shellHead ? { shellHead } : null
        }),
        timeout,
      ])
    } catch (err) {
      request.log.error({ err, url: request.url }, 'server render failed: sending the shell')
      return null
    } finally {
      clearTimeout(timer)
    }
  }
}
