import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { precompress } from '../../../../scripts/precompress.mjs'
import { fixtureWebDist, setupTestApp } from '../../test/harness.ts'
import { campaigns } from '../modules/campaigns/campaigns.tables.ts'
import { seedCampaigns } from '../modules/campaigns/campaigns.seed.ts'
import { seedCharityTypes } from '../modules/charities/charities.seed.ts'
import { seedStaticPages } from '../modules/static-pages/static-pages.seed.ts'

// A built web app with one large script, precompressed as the web build does.
const dist = mkdtempSync(path.join(tmpdir(), 'kheyr-web-dist-'))
cpSync(fixtureWebDist, dist, { recursive: true })
const script = `console.log(${JSON.stringify('خیر '.repeat(2000))})\n`
writeFileSync(path.join(dist, 'assets/big-abc123.js'), script)
const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8')
writeFileSync(
  path.join(dist, 'index.html'),
  indexHtml
    .replace('</head>', `<style>${'.x{color:red}'.repeat(200)}</style></head>`)
    .replace(
      '<div id="root"></div>',
      '<div id="root">\n  <!--app--><div id="splash"></div><!--/app-->\n</div>',
    ),
)
precompress(dist)

const ctx = await setupTestApp(
  {
    WEB_DIST_DIR: dist,
    WEB_SSR_DIR: path.join(import.meta.dirname, '../../test/fixtures/web-ssr'),
  },
  [],
  { workers: false },
)
await seedCharityTypes(ctx.db)
await seedStaticPages(ctx.db)
await seedCampaigns(ctx.db)
// A draft stays out of the sitemap.
await ctx.db.update(campaigns).set({ published: false }).where(eq(campaigns.slug, 'winter-heating'))

/** A raw request (fetch would undo the compression before we could see it). */
function raw(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = http.get(
        `${ctx.url}${pathname}`,
        { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        },
      )
      req.on('error', reject)
    },
  )
}

describe('compression', () => {
  it('sends the precompressed brotli or gzip file of a hashed asset, cached for a year', async () => {
    const br = await raw('/assets/big-abc123.js', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body).toEqual(readFileSync(path.join(dist, 'assets/big-abc123.js.br')))
    // A script is no document: no page headers (CSP and the rest) nor rate-limit counters.
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(br.headers['content-security-policy']).toBeUndefined()
    expect(br.headers['x-ratelimit-remaining']).toBeUndefined()
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script)

    const gz = await raw('/assets/big-abc123.js', 'gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script)

    const plain = await raw('/assets/big-abc123.js')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)
  })

  it('compresses API answers above the threshold and leaves small ones alone', async () => {
    const docs = await raw('/api/docs/json', 'br')
    expect(docs.headers['content-encoding']).toBe('br')
    expect(JSON.parse(zlib.brotliDecompressSync(docs.body).toString()).openapi).toMatch(/^3/)

    const health = await raw('/api/health', 'br, gzip')
    expect(health.body.length).toBeLessThan(1024)
    expect(health.headers['content-encoding']).toBeUndefined()
  })

  it('compresses the pages’ HTML, never cached', async () => {
    const page = await raw('/charity/create/sadaqa', 'gzip')
    expect(page.headers['cache-control']).toBe('no-cache')
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(page.body).toString()).toContain('<div id="root">')
  })
})

describe('crawlers', () => {
  it('answers robots.txt: public pages open, the staff area and the API closed, the sitemap named', async () => {
    const res = await ctx.client().get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(res.text).toContain('User-agent: *')
    expect(res.text).toContain('Disallow: /dashboard')
    expect(res.text).toContain('Disallow: /api/')
    expect(res.text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
  })

  it('lists the home page, charity types, visible campaigns and static pages in sitemap.xml', async () => {
    const res = await ctx.client().get('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeURI(m[1]!))
    const site = 'http://localhost:3000'
    const types = (await ctx.client().get('/api/props')).body.charityTypes as { slug: string }[]
    expect(types.length).toBeGreaterThan(0)
    expect(locs).toEqual(
      expect.arrayContaining([
        `${site}/`,
        `${site}/campaign`,
        ...types.map((t) => `${site}/charity/create/${t.slug}`),
        `${site}/campaign/school-supplies`,
        `${site}/campaign/آب-برای-روستا`,
        `${site}/static_page/about`,
        `${site}/static_page/privacy`,
      ]),
    )
    expect(locs).not.toContain(`${site}/campaign/winter-heating`)
    expect(new Set(locs).size).toBe(locs.length)
    expect(res.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('gives a charity type’s and a static page’s HTML their own title, description and canonical link', async () => {
    const type = await ctx.client().get('/charity/create/sadaqa')
    // The server render names the tab; the page meta describes the page.
    expect(type.text).toContain('<title>page /charity/create/sadaqa | خیر</title>')
    expect(type.text).toContain('<meta property="og:title" content="صدقه" />')
    expect(type.text).toMatch(/<meta name="description" content="صدقه برای[^"]+" \/>/)
    expect(type.text).toContain(
      '<link rel="canonical" href="http://localhost:3000/charity/create/sadaqa" />',
    )

    const about = await ctx.client().get('/static_page/about')
    expect(about.text).toMatch(/<title>[^<]+<\/title>/)
    expect(about.text).not.toContain('<title>خیر</title>')
    expect(about.text).toMatch(/<meta name="description" content="[^"<]{10,}" \/>/)

    const missing = await ctx.client().get('/missing')
    expect(missing.status).toBe(404)
    expect(missing.text).toContain('<title>خیر</title>')
    expect(missing.text).not.toContain('rel="canonical"')
  })
})

describe('server render', () => {
  it('sends public pages rendered, with their styles, as the visitor sees them', async () => {
    const guest = await ctx.client().get('/?from=link')
    expect(guest.status).toBe(200)
    expect(guest.text).toContain('<div id="root"><main><h1>rendered /</h1><p>for guest</p>')
    expect(guest.text).toContain('<li>صدقه</li>')
    expect(guest.text).not.toContain('id="splash"')
    const head = guest.text.slice(0, guest.text.indexOf('</head>'))
    expect(head).toContain('<style data-emotion="muirtl x">h1{color:red}</style>')
    expect(guest.text).toContain('<html dir="rtl" lang="fa">')
    expect(guest.text).toContain('<title>page / | خیر</title>')
    expect(guest.text).toContain('<link rel="canonical" href="http://localhost:3000/" />')
    expect(guest.text).toContain('<meta property="og:locale" content="fa_IR" />')
    // The render's API calls ask in the page's language.
    expect(guest.text).toContain('<p>مسیر /api/no-such-thing وجود ندارد.</p>')
    expect(guest.headers.get('cache-control')).toBe('no-cache')
    expect(guest.headers.get('vary')).toBe('cookie, accept-encoding')

    const member = ctx.client()
    await ctx.actingAs(member, await ctx.createUser({ firstName: 'مریم' }))
    const mine = await member.get('/')
    expect(mine.text).toContain('<p>for مریم</p>')
    expect(mine.headers.get('cache-control')).toBe('private, no-cache')
  })

  it('leaves the staff area, and a page whose render failed, to the browser', async () => {
    for (const path of ['/dashboard', '/boom']) {
      const res = await ctx.client().get(path)
      expect(res.status).toBe(200)
      expect(res.text).toContain('<div id="splash"></div>')
      expect(res.text).not.toContain('rendered')
    }
  })

  it('renders a page in the language the visitor chose (their cookie), not their browser’s', async () => {
    const english = ctx.client()
    // The browser asks for Persian; the visitor chose English on the site.
    english.cookies.set('lang', 'en')
    const page = await english.get('/')
    expect(page.status).toBe(200)
    expect(page.text).toContain('<html dir="ltr" lang="en">')
    expect(page.text).not.toContain('lang="fa"')
    const head = page.text.slice(0, page.text.indexOf('</head>'))
    expect(head).toContain('<style data-emotion="muiltr x">h1{color:red}</style>')
    expect(page.text).toContain('<title>page / | Kheyr</title>')
    expect(page.text).toContain(
      '<meta name="description" content="Pay alms, vows and charitable donations online" />',
    )
    expect(page.text).not.toContain('پرداخت صدقه، نذر')
    expect(page.text).toContain('<meta property="og:locale" content="en_US" />')
    expect(page.text).toContain('<p>The path /api/no-such-thing does not exist.</p>')
    // A cache must not give it to a Persian visitor, nor the Persian page to them.
    expect(page.headers.get('vary')).toBe('cookie, accept-encoding')
    expect(page.headers.get('cache-control')).toBe('private, no-cache')

    // The page meta speaks it too; a visitor who chose Persian, browser in English, reads Persian.
    const crown = await english.get('/crown')
    expect(crown.text).toContain('<meta property="og:title" content="Memorial flower crown" />')
    const persian = ctx.client('en')
    persian.cookies.set('lang', 'fa')
    const persianCrown = await persian.get('/crown')
    expect(persianCrown.text).toContain('<html dir="rtl" lang="fa">')
    expect(persianCrown.text).toContain('<meta property="og:title" content="تاج گل یادبود" />')
    expect(persianCrown.text).toContain('<meta property="og:locale" content="fa_IR" />')
    expect(persianCrown.text).toContain('<p>مسیر /api/no-such-thing وجود ندارد.</p>')
    // A reader who chose nothing (a link preview's robot) gets the page in Persian, its preview
    // in their browser's language.
    const reader = await ctx.client('en').get('/crown')
    expect(reader.text).toContain('<html dir="rtl" lang="fa">')
    expect(reader.text).toContain('<p>مسیر /api/no-such-thing وجود ندارد.</p>')
    expect(reader.text).toContain('<meta property="og:title" content="Memorial flower crown" />')

    // Any other value is Persian; a page the browser renders still says the chosen language.
    const other = ctx.client()
    other.cookies.set('lang', 'de')
    expect((await other.get('/')).text).toContain('<html dir="rtl" lang="fa">')
    const staff = await english.get('/dashboard')
    expect(staff.text).toContain('<div id="splash"></div>')
    expect(staff.text).toContain('<html dir="ltr" lang="en">')
  })
})
