import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { errorMessage, type Lang } from '@kheyr/contracts'
import type { PostedForm, RenderedPage } from '@kheyr/contracts/server-render'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { escapeHtml } from '../lib/html.ts'
import { answerEncoding, encodeAnswer, varyByEncoding } from './compression.ts'
import { ASKED_HINTS, chosenLang, loadRenderer, pageLang } from './web-render.ts'
import { registerFormPages } from './web-forms.ts'

const NO_CACHE = 'no-cache'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** What a shared link previews as (Open Graph and Twitter cards), and the page's own title. */
export type PageMeta = {
  title: string
  description?: string | null
  /** An absolute URL or a path on this site (`/storage/…`). */
  image?: string | null
  /** `website` unless said otherwise. */
  type?: string
}
export type PageMetaProvider = (
  params: Record<string, string>,
  request: FastifyRequest,
) => Promise<PageMeta | null> | PageMeta | null

/** One public page for `/sitemap.xml`. */
export type SitemapEntry = { path: string; lastModified?: Date | null }
export type SitemapProvider = () => Promise<SitemapEntry[]> | SitemapEntry[]

/** Public pages that are always there (the feature modules add their records' pages). */
export const FIXED_PUBLIC_PAGES = ['/', '/campaign', '/crown']

/* eslint-disable @typescript-eslint/consistent-type-definitions -- augmentation merges interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers what the app's HTML says about pages matching `pattern` (`/campaign/:slug`):
     * the server fills in `<title>`, description, canonical and `og:`/`twitter:` tags, so a
     * shared link previews well; the single-page app boots as usual. Null keeps the defaults.
     */
    pageMeta: (pattern: string, provider: PageMetaProvider) => void
    /** The meta of the first provider whose pattern matches the path, or null. */
    pageMetaFor: (request: FastifyRequest, pathname: string) => Promise<PageMeta | null>
    /** Adds public pages (a feature's published records) to `/sitemap.xml`. */
    sitemap: (provider: SitemapProvider) => void
    /** Every public page: the fixed ones, then each provider's. */
    sitemapEntries: () => Promise<SitemapEntry[]>
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

type Route = { segments: string[]; provider: PageMetaProvider }

/**
 * The registries of page-meta and sitemap providers; registered before the feature modules
 * that fill them.
 */
export const pageMeta = fp(
  async (app) => {
    const routes: Route[] = []
    app.decorate('pageMeta', (pattern: string, provider: PageMetaProvider) => {
      routes.push({ segments: pattern.split('/').filter(Boolean), provider })
    })
    const sitemapProviders: SitemapProvider[] = []
    app.decorate('sitemap', (provider: SitemapProvider) => void sitemapProviders.push(provider))
    app.decorate('sitemapEntries', async () => {
      const entries: SitemapEntry[] = FIXED_PUBLIC_PAGES.map((p) => ({ path: p }))
      for (const provider of sitemapProviders) entries.push(...(await provider()))
      return entries
    })
    app.decorate('pageMetaFor', async (request: FastifyRequest, pathname: string) => {
      const parts = pathname.split('/').filter(Boolean)
      for (const route of routes) {
        const params = matchRoute(route.segments, parts)
        if (!params) continue
        try {
          return await route.provider(params, request)
        } catch (err) {
          request.log.warn({ err, path: pathname }, 'page meta provider failed')
          return null
        }
      }
      return null
    })
  },
  { name: 'page-meta' },
)

function matchRoute(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null
  const params: Record<string, string> = {}
  for (const [i, segment] of pattern.entries()) {
    const part = parts[i]!
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(part)
      } catch {
        return null
      }
    } else if (segment !== part) return null
  }
  return params
}

/**
 * The app's HTML (written in Persian, right to left) in another language: the document's `lang`
 * and `dir`, and, when the server render gave them, its own texts in that language (the site's
 * description, the note shown without JavaScript).
 */
export function withLanguage(
  html: string,
  lang: Lang,
  texts?: { description: string; noScript: string },
) {
  if (lang === 'fa') return html
  const out = html.replace(/<html\b[^>]*>/i, () => `<html dir="ltr" lang="${lang}">`)
  if (!texts) return out
  const tag = `<meta name="description" content="${escapeHtml(texts.description)}" />`
  const described = /<meta\s+name="description"[^>]*>/i
  return (
    described.test(out)
      ? out.replace(described, () => tag)
      : out.replace(/<\/head>/i, () => `  ${tag}\n  </head>`)
  ).replace(
    /<noscript>[\s\S]*?<\/noscript\s*>/i,
    () => `<noscript>${escapeHtml(texts.noScript)}</noscript>`,
  )
}

/**
 * The app's HTML with the server render's page in `#root`, its styles and data in `<head>`, in
 * the page's language.
 */
/** The shell the browser renders a page in, naming the page's code (`head`) when known. */
export const withShell = (html: string, lang: Lang, head: string) =>
  head
    ? withLanguage(html, lang).replace(/<\/head>/i, () => `${head}\n  </head>`)
    : withLanguage(html, lang)

export function withRenderedPage(html: string, page: RenderedPage) {
  return withLanguage(html, page.lang, page)
    .replace(
      /<div id="root">\s*<!--app-->[\s\S]*?<!--\/app-->\s*<\/div>/,
      () =>
        // Nothing but the page inside `#root`: hydration takes no stray whitespace.
        `<div id="root">${page.html}</div>`,
    )
    .replace(/<\/head>/i, () => `${page.head}\n  </head>`)
}

const withTitle = (html: string, title: string) =>
  html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)

const OG_LOCALES: Record<Lang, string> = { fa: 'fa_IR', en: 'en_US' }

/**
 * The app's HTML with a page's title, description, canonical link and preview tags;
 * `documentTitle` (the server render's, `{title} | {site}`) names the tab, else the meta's title.
 */
export function withPageMeta(
  html: string,
  meta: PageMeta,
  pageUrl: string,
  appUrl: string,
  documentTitle?: string | null,
  lang: Lang = 'fa',
) {
  const absolute = (url: string) => (/^https?:\/\//i.test(url) ? url : `${appUrl}${url}`)
  const title = escapeHtml(meta.title)
  const description = meta.description ? escapeHtml(meta.description) : null
  const image = meta.image ? escapeHtml(absolute(meta.image)) : null
  const url = escapeHtml(pageUrl)
  const tags = [
    description && `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="${escapeHtml(meta.type ?? 'website')}" />`,
    `<meta property="og:title" content="${title}" />`,
    description && `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    image && `<meta property="og:image" content="${image}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[lang]}" />`,
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    description && `<meta name="twitter:description" content="${description}" />`,
    image && `<meta name="twitter:image" content="${image}" />`,
  ].filter(Boolean)
  // Replacer functions: a `$&` in a title must stay text, not a replacement pattern.
  let out = withTitle(html, documentTitle ?? meta.title)
  if (description) out = out.replace(/<meta\s+name="description"[^>]*>\s*/i, () => '')
  return out.replace(/<\/head>/i, () => `${tags.join('\n    ')}\n  </head>`)
}

/**
 * Serves the built web app: hashed assets cached for a year, the shell and service worker
 * revalidated each time, `/latest.json` with the build id, and every unknown non-API path falling
 * back to the single-page app (which shows its own 404). Unknown `/api/...` paths answer JSON.
 */
export const web = fp(
  async (app) => {
    const dist = app.config.webDistDir
    const indexFile = path.join(dist, 'index.html')
    const hasWeb = existsSync(indexFile)
    const build = readBuild(path.join(dist, 'build.json'))

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8')
      return robotsTxt(app.config.appUrl)
    })

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8')
      return sitemapXml(await app.sitemapEntries(), app.config.appUrl)
    })

    app.get('/latest.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return build
    })

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: dist,
        index: false,
        wildcard: false,
        // The build wrote `.br` and `.gz` beside each text file (scripts/precompress.mjs).
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const rel = path.relative(dist, filePath)
          res.header('cache-control', rel.startsWith('assets') ? IMMUTABLE : NO_CACHE)
        },
      })
    }

    const renderPage = hasWeb ? await loadRenderer(app, app.config.webSsrDir, dist) : null

    /**
     * A page of the app: rendered on the server when it can be (with `form`, the state of its
     * plain forms: the visitor's token, and what was posted when it comes back with messages),
     * else the shell the browser renders it in. `status` replaces a rendered page's own.
     */
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      form: { posted: PostedForm | null; status?: number } = { posted: null },
    ) => {
      const pathname = request.url.split('?')[0] ?? '/'
      // A page rendered for a signed-in visitor carries their identity: no shared cache. The
      // page comes in the language the visitor chose (their `lang` cookie): a cache keeps the
      // Persian and English pages apart.
      reply.header('cache-control', request.headers.cookie ? `private, ${NO_CACHE}` : NO_CACHE)
      reply.header('vary', 'cookie')
      // Staff pages are rendered for the window's width, which Chromium then says (`screenOf`).
      reply.header('accept-ch', ASKED_HINTS)
      const lang = pageLang(request)
      // A link's preview (the page meta) speaks the language the visitor chose, else their
      // browser's (`Accept-Language`: a shared link previews in the reader's language).
      request.lang = chosenLang(request) ?? request.lang
      let html = readFileSync(indexFile, 'utf8')
      // The page's forms post as plain HTML forms until its script takes them over.
      const token = renderPage ? app.csrfToken(request, reply) : null
      const [answer, meta] = await Promise.all([
        renderPage ? renderPage(request, lang, { token, posted: form.posted }) : null,
        app.pageMetaFor(request, pathname),
      ])
      // The page sends this visitor elsewhere (a guests' page, signed in): so does the server.
      if (answer && 'redirect' in answer)
        return reply.redirect(answer.redirect, form.posted ? 303 : 302)
      const page = answer && 'html' in answer ? answer : null
      if (page) {
        html = withRenderedPage(html, page)
        reply.code(form.status ?? page.status)
      } else html = withShell(html, lang, answer && 'shellHead' in answer ? answer.shellHead : '')
      const pageUrl = `${app.config.appUrl}${pathname}`
      const found = !page || page.status === 200
      const described = meta ?? (page?.title ? { title: page.title } : null)
      if (described && found)
        html = withPageMeta(html, described, pageUrl, app.config.appUrl, page?.title, request.lang)
      else if (page?.title) html = withTitle(html, page.title)
      reply.type('text/html; charset=utf-8')
      return sendCompressed(request, reply, html)
    }

    if (hasWeb) registerFormPages(app, sendPage)

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/'
      const isApi = pathname === '/api' || pathname.startsWith('/api/')
      const wantsPage = request.method === 'GET' || request.method === 'HEAD'
      if (!isApi && wantsPage && hasWeb && !pathname.startsWith('/assets/'))
        return sendPage(request, reply)
      return reply
        .code(404)
        .send({ message: errorMessage('route_not_found', request.lang, { path: pathname }) })
    })
  },
  { name: 'web', dependencies: ['config', 'page-meta', 'compression', 'csrf', 'form-pages'] },
)

/**
 * Brotli or gzip, as the client accepts, for a page's HTML: the not-found handler is no route,
 * so the compression plugin's route hooks never see it.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  varyByEncoding(reply)
  const encoding = answerEncoding(request.headers['accept-encoding'], Buffer.byteLength(body))
  if (!encoding) return reply.send(body)
  return reply.header('content-encoding', encoding).send(encodeAnswer(encoding, body))
}

/** Crawlers may read the public pages; the staff area, accounts, sign-in and the API are not for them. */
export const robotsTxt = (appUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    ...['/api/', '/dashboard', '/auth/', '/profile', '/verify', '/notifications'].map(
      (p) => `Disallow: ${p}`,
    ),
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n')

export function sitemapXml(entries: SitemapEntry[], appUrl: string) {
  const seen = new Set<string>()
  const urls = entries
    .filter((e) => !seen.has(e.path) && seen.add(e.path))
    .map((e) => {
      const loc = `    <loc>${escapeHtml(appUrl + encodeURI(e.path))}</loc>`
      const lastmod = e.lastModified
        ? `\n    <lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>`
        : ''
      return `  <url>\n${loc}${lastmod}\n  </url>`
    })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function readBuild(file: string): { id: string; timestamp: number } {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { id: string; timestamp: number }
  } catch {
    return { id: process.env.BUILD_ID ?? 'dev', timestamp: 0 }
  }
}
