import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test'
import { dashboardChunks } from '../../../scripts/bench/first-load.mjs'
import { SHELL_NAMESPACES } from '../src/lib/shell-texts.ts'
import { STARTUP_STAGES } from '../vite.first-paint.ts'
import { namespaceNames, namespacesOf } from '../vite.page-texts.ts'
import { isTakenOver, savingData, takenOver } from './support.ts'

const dist = path.join(import.meta.dirname, '../dist')
/** A quick-giving card reads "{type} from {amount}": the type's own card, not one that starts alike. */
const cardName = (title: string) => new RegExp(`^${title} از [۰-۹]`)

test.describe('public speed', () => {
  test('the start-up code names the imports of visitors’ pages, not of the staff’s', () => {
    // Vite's preload lists (`__vite__mapDeps`): each page the route table loads, with the chunks
    // it imports. A staff page's list would ship to every visitor (vite.staff-preload.ts).
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
    const fileOf = (key: string) => (manifest[key] as { file: string }).file
    const listed = STARTUP_STAGES.filter((key) => key in manifest)
      .map(fileOf)
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .flatMap((code) => [...code.matchAll(/"(assets\/[\w.-]+\.js)"/g)].map((m) => m[1]!))
    expect(listed).toContain(fileOf('src/features/campaigns/pages/campaign-page.tsx'))
    const staffPages = Object.keys(manifest).filter((key) =>
      /features\/[^/]+\/pages\/dashboard-/.test(key),
    )
    expect(staffPages.length).toBeGreaterThan(10)
    expect(listed.filter((file) => staffPages.map(fileOf).includes(file))).toEqual([])
  })

  test('the home page comes from the server with its headline and giving choices', async ({
    page,
    browser,
  }) => {
    const types = (await (await page.request.get('/api/props')).json()).charityTypes as {
      slug: string
      title: string
    }[]
    expect(types.length).toBeGreaterThan(0)

    // The HTML as served, before any script runs.
    const res = await page.request.get('/')
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('id="splash"')
    expect(html).toContain('نیکوکاری، آسان و مطمئن')
    for (const type of types) expect(html).toContain(`href="/charity/create/${type.slug}"`)
    expect(html).toContain('<link rel="canonical" href=')

    // A browser without JavaScript shows the same.
    const context = await browser.newContext({ javaScriptEnabled: false })
    const bare = await context.newPage()
    await bare.goto('/')
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('نیکوکاری، آسان و مطمئن')
    const quick = bare.locator('section', {
      has: bare.getByRole('heading', { name: 'پرداخت سریع' }),
    })
    for (const type of types)
      await expect(quick.getByRole('link', { name: cardName(type.title) })).toHaveAttribute(
        'href',
        `/charity/create/${type.slug}`,
      )
    await context.close()

    // With JavaScript the page is taken over as it stands and works: a giving choice opens its form.
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نیکوکاری، آسان و مطمئن')
    await page
      .locator('section', { has: page.getByRole('heading', { name: 'پرداخت سریع' }) })
      .getByRole('link', { name: cardName(types[0]!.title) })
      .click()
    await expect(page).toHaveURL(`/charity/create/${types[0]!.slug}`)
    expect(errors).toEqual([])
  })

  test('the page paints before the app’s code is fetched', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    const html = await (await page.request.get('/')).text()
    // One small script in the HTML; the app's code is named in data blocks, not fetched by them.
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringMatching(/src="\/assets\/boot-[\w-]+\.js"/),
    ])
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).toContain('id="kheyr-code"')
    await page.goto('/')
    // Taken over: the app's code came, and it works.
    await takenOver(page.getByRole('heading', { level: 1 }))
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && !/\/boot-[\w-]+\.js$/.test(r.name))
        .map((r) => r.startTime),
    }))
    expect(scripts.length).toBeGreaterThan(10)
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint)
    await context.close()
  })

  test('a first visit’s service worker precaches the public shell, no dashboard chunks', async ({
    browser,
  }) => {
    const context = await browser.newContext()
    // What the service worker caches as pages preload their links' code is not its precache.
    await savingData(context)
    const fetched: string[] = []
    context.on('request', (request) => {
      if (request.serviceWorker()) fetched.push(new URL(request.url()).pathname)
    })
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (!request.serviceWorker() && request.resourceType() === 'script')
        scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await expect
      .poll(() => fetched.some((f) => /\/assets\/home-route-[\w-]+\.js$/.test(f)))
      .toBe(true)
    // Ready offline: a note says so, politely, without the toaster's code (notistack, MUI's alert).
    await expect(page.getByRole('status').filter({ hasText: 'برنامه آماده است' })).toHaveText(
      'برنامه آماده است و بدون اینترنت هم باز می‌شود.',
    )
    expect(scripts.filter((f) => /toaster|Alert|notistack/.test(f))).toEqual([])
    await page.waitForTimeout(500)

    const staff = dashboardChunks(dist)
    expect(staff.size).toBeGreaterThan(20)
    expect(fetched.filter((f) => staff.has(f.slice(1)))).toEqual([])
    expect(fetched.some((f) => /panel-layout/.test(f))).toBe(false)
    // The shell's menus, the only navigation on a phone, open without internet too.
    expect(fetched.some((f) => /\/assets\/mobile-nav-[\w-]+\.js$/.test(f))).toBe(true)
    expect(fetched.some((f) => /\/assets\/account-menu-popup-[\w-]+\.js$/.test(f))).toBe(true)
    // The shell, the home page and the menus (many small chunks of MUI's): about 130 files.
    expect(fetched.length).toBeLessThan(150)
    await context.close()
  })

  test('a campaign’s first load fetches its own code only: no dashboard, no schemas, no sanitiser', async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    // The first load alone: the code of the pages its links lead to preloads once it is idle
    // (navigation-aids.spec.ts).
    await savingData(context)
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname.slice(1))
    })
    const html = await (await page.request.get('/campaign/school-supplies')).text()
    await page.goto('/campaign/school-supplies')
    // Taken over, and the page's code came as the HTML named it.
    await takenOver(page.getByRole('heading', { level: 1 }))
    await page.waitForLoadState('networkidle')
    const chunks = JSON.parse(readFileSync(path.join(dist, 'page-chunks.json'), 'utf8')) as {
      pages: Record<string, string[]>
      locales: Record<string, Record<string, string[]>>
      later: Record<string, string[]>
      laterTexts: Record<string, string[]>
    }
    const pageSource = 'src/features/campaigns/pages/campaign-page.tsx'
    const own = chunks.pages[pageSource]!
    // The texts of the namespaces the shell and the code the page runs at once read, in Persian,
    // and no others: its giving form brings the form's and the payment's when it is taken over.
    const namespaces = [
      ...SHELL_NAMESPACES,
      ...namespacesOf(
        path.join(dist, '..', pageSource),
        namespaceNames(path.join(dist, '../src')),
        {
          follow: 'static',
        },
      ),
    ]
    expect(namespaces).toContain('campaigns')
    expect(namespaces).not.toContain('payment')
    expect(chunks.laterTexts[pageSource]).toEqual(expect.arrayContaining(['form', 'payment']))
    const texts = namespaces.flatMap((ns) => chunks.locales.fa![ns] ?? [])
    const named = JSON.parse(
      /<script type="application\/json" id="kheyr-page-code">([^<]*)<\/script>/.exec(html)![1]!,
    ) as string[]
    for (const file of [...own, ...texts]) expect(named).toContain(`/${file}`)

    // Besides the entry: the page's chunks, its Persian texts, the parts of it on the screen
    // taken over as they show (its story, below the fold on a phone), and (once idle) the service
    // worker's registration; nothing of the dashboard's or of other pages.
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))
    const entry = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key] as { file: string; imports?: string[] } | undefined
      if (!chunk || entry.has(chunk.file)) return
      entry.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    // The entry, and the routes it imports in a stage of its own once it has run.
    visit('index.html')
    STARTUP_STAGES.forEach(visit)
    const later = [
      ...(chunks.later[pageSource] ?? []),
      ...(chunks.laterTexts[pageSource] ?? []).flatMap((ns) => chunks.locales.fa![ns] ?? []),
    ]
    const expected = new Set([...entry, ...own, ...texts, ...later])
    const extra = scripts.filter(
      (f) => !expected.has(f) && !/pwa-register|workbox|^assets\/boot-/.test(f),
    )
    expect(extra).toEqual([])
    const staff = dashboardChunks(dist)
    expect(scripts.filter((f) => staff.has(f) && !own.includes(f) && !later.includes(f))).toEqual(
      [],
    )
    const text = (file: string) => readFileSync(path.join(dist, file), 'utf8')
    // zod and the form's schema come with the form's first check, DOMPurify with rich text the
    // browser renders itself: a page the server rendered needs neither to be taken over.
    expect(scripts.filter((f) => text(f).includes('$ZodType'))).toEqual([])
    expect(scripts.filter((f) => /purify/.test(f))).toEqual([])
    // One language's texts, not both, and not every namespace's.
    expect(scripts.filter((f) => /\/en-[\w-]+\.js$/.test(f))).toEqual([])
    expect(scripts).not.toContain(manifest['src/lib/locale-bundles/fa.ts'].file)
    await context.close()
  })

  /**
   * A campaign's first visit on a screen (the first load alone), taken over and idle: its
   * story's heading as served, and whether the story's code has come.
   */
  async function campaignServed(browser: Browser, screen: BrowserContextOptions) {
    const context = await browser.newContext({ serviceWorkers: 'block', ...screen })
    await savingData(context)
    const page = await context.newPage()
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/campaign/school-supplies')
    await takenOver(page.getByRole('heading', { level: 1 }))
    await page.waitForLoadState('networkidle')
    const story = page.getByRole('heading', { name: 'پول‌ها کجا خرج شد' })
    // As served until then: its text is there, its code is not.
    await expect(story).toBeAttached()
    const storyCode = () => scripts.filter((f) => /campaign-story-/.test(f)).length
    expect(storyCode()).toBe(0)
    expect(await isTakenOver(story)).toBe(false)
    return { context, page, story, storyCode }
  }

  test('on a phone, a campaign’s story below the fold is taken over as it shows, and the home page’s campaigns once reached', async ({
    browser,
  }) => {
    const { context, page, story, storyCode } = await campaignServed(browser, {
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    await story.scrollIntoViewIfNeeded()
    await takenOver(story)
    expect(storyCode()).toBe(1)

    // The home page's featured campaigns are on the screen, but wait for a pointer or a tap.
    await page.goto('/')
    const featured = page
      .locator('section', { has: page.getByRole('heading', { name: 'پویش‌های در جریان' }) })
      .getByRole('link', { name: /^(?!همه)/ })
      .first()
    await takenOver(page.getByRole('heading', { level: 1 }))
    await page.waitForLoadState('networkidle')
    expect(await isTakenOver(featured)).toBe(false)
    await featured.hover()
    await takenOver(featured)
    await context.close()
  })

  test('on a desktop, a campaign’s story on the screen waits for the pointer to reach it', async ({
    browser,
  }) => {
    const { context, page, story, storyCode } = await campaignServed(browser, {
      viewport: { width: 1280, height: 800 },
    })
    // On the first screen, beside the giving panel; a mouse passes over a part before it presses
    // anything in it.
    const about = page.getByRole('heading', { name: 'دربارهٔ این پویش' })
    await expect(about).toBeInViewport()
    await about.hover()
    await takenOver(story)
    expect(storyCode()).toBe(1)
    await context.close()
  })

  test('a visitor who chose English gets the pages rendered in English, and the browser takes them over', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' })
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
    const campaign = '/campaign/school-supplies'

    // The HTML as served, before any script: English, left to right, English texts named.
    const home = await (await context.request.get('/')).text()
    expect(home).toMatch(/<html dir="ltr" lang="en">/)
    expect(home).toContain('Giving, simple and safe</h1>')
    expect(home).not.toContain('نیکوکاری، آسان و مطمئن')
    expect(home).toContain('<title>Kheyr</title>')
    expect(home).toContain('<style data-emotion="muiltr ')
    expect(home).not.toContain('data-emotion="muirtl')
    const named = JSON.parse(
      /<script type="application\/json" id="kheyr-page-code">([^<]*)<\/script>/.exec(home)![1]!,
    ) as string[]
    expect(named.some((f) => /\/en-[\w-]+\.js$/.test(f))).toBe(true)
    expect(named.some((f) => /\/fa-[\w-]+\.js$/.test(f))).toBe(false)
    const page = await (await context.request.get(campaign)).text()
    expect(page).toMatch(/<html dir="ltr" lang="en">/)
    expect(page).toContain('About this campaign')
    expect(page).not.toContain('دربارهٔ این پویش')
    expect(page).toMatch(/<title>[^<]+ \| Kheyr<\/title>/)
    // What staff typed stays Persian: on the English page it reads in its own direction (right
    // to left, the full stop at its end); on the Persian page it takes the page's, unmarked.
    const tagOf = (html: string, text: string) => {
      const at = html.indexOf(`>${text}<`)
      expect(at, text).toBeGreaterThan(0)
      return html.slice(html.lastIndexOf('<', at), at + 1)
    }
    const shown = (await (await context.request.get('/api/campaigns/school-supplies')).json()) as {
      data: { title: string; summary: string }
    }
    for (const text of [shown.data.title, shown.data.summary])
      expect(tagOf(page, text)).toContain(' dir="auto"')
    expect(tagOf(page, shown.data.title)).toMatch(/^<h1 /)
    const persian = await (await request.get(campaign)).text()
    expect(persian).toMatch(/<html dir="rtl" lang="fa">/)
    for (const text of [shown.data.title, shown.data.summary])
      expect(tagOf(persian, text)).not.toContain(' dir=')

    // With JavaScript, each page is taken over where it stands: the nodes the server sent are the
    // ones React adopts (a render from scratch would replace them), with no hydration error.
    const tab = await context.newPage()
    const errors: string[] = []
    tab.on('pageerror', (e) => errors.push(e.message))
    tab.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await tab.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return
        const served = window as unknown as { __served: Element[] }
        const root = document.getElementById('root')!
        served.__served = [root.firstElementChild!, root.querySelector('h1')!]
      })
    })
    for (const [path, headline] of [
      ['/', 'Giving, simple and safe'],
      [campaign, /./],
    ] as const) {
      await tab.goto(path)
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(headline)
      await expect(tab.locator('html')).toHaveAttribute('dir', 'ltr')
      // Nothing waits for the take-over any more (decision 033): wait for it here.
      const adopted = () =>
        tab.evaluate(() => {
          const root = document.getElementById('root')!
          const [first, h1] = (window as unknown as { __served: Element[] }).__served
          const takenOver = (el: Element) => Object.keys(el).some((k) => k.startsWith('__react'))
          return {
            same: root.firstElementChild === first && root.querySelector('h1') === h1,
            takenOver: takenOver(h1!),
          }
        })
      await expect.poll(adopted, { message: path }).toEqual({ same: true, takenOver: true })
    }
    expect(errors).toEqual([])
    await context.close()
  })
})
