import { execFileSync } from 'node:child_process'
import { cpSync, copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { hash } from '@node-rs/argon2'
import { count, desc, eq } from 'drizzle-orm'
import { generateSync } from 'otplib'
import { errorMessage } from '@kheyr/contracts'
import { plainMapClick, plainMapGrid, plainMapTileName } from '@kheyr/contracts/map-tiles'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureWebDist, setupTestApp, uniqueMobile, type TestClient } from '../../test/harness.ts'
import { seedCampaigns } from '../modules/campaigns/campaigns.seed.ts'
import { seedCharityTypes } from '../modules/charities/charities.seed.ts'
import { seedChests } from '../modules/chests/chests.seed.ts'
import { chests, chestTypes } from '../modules/chests/chests.tables.ts'
import { seedCrowns } from '../modules/crowns/crowns.seed.ts'
import { seedNeedies } from '../modules/needies/needies.seed.ts'
import { crownLocations, crownTypes, crowns } from '../modules/crowns/crowns.tables.ts'
import { bills } from '../modules/payments/payments.tables.ts'
import { seedSubscriptionTypes } from '../modules/subscriptions/subscriptions.seed.ts'
import { payLinkToken } from '../modules/subscriptions/subscriptions.service.ts'
import { subscriptionReminders } from '../modules/subscriptions/subscriptions.tables.ts'

// The web app's real server render, built as `npm run build -w @kheyr/web` builds it, over the
// app's own HTML template: these tests see what a visitor's browser gets.
const root = path.resolve(import.meta.dirname, '../../../..')
const web = path.join(root, 'apps/web')
const ssr = mkdtempSync(path.join(tmpdir(), 'kheyr-web-ssr-'))
execFileSync(
  process.execPath,
  [
    path.join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--ssr',
    'src/app/entry-server.tsx',
    '--outDir',
    ssr,
    '--emptyOutDir',
    '--logLevel',
    'error',
  ],
  { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] },
)
const dist = mkdtempSync(path.join(tmpdir(), 'kheyr-web-dist-'))
cpSync(fixtureWebDist, dist, { recursive: true })
copyFileSync(path.join(web, 'index.html'), path.join(dist, 'index.html'))
// The build's list of each language's text chunks (the shell's namespaces: common, notifications),
// and of a staff page's code: the panel layout's and the needies list's, and the texts it reads;
// the panel layout reads every text, in its language's bundle (Persian's only here).
const NEEDIES_PAGE = 'src/features/needies/pages/needies-page.tsx'
writeFileSync(
  path.join(dist, 'page-chunks.json'),
  JSON.stringify({
    pages: {
      'src/app/layouts/panel-layout.tsx': ['assets/drawer-1.js', 'assets/panel-layout-1.js'],
      [NEEDIES_PAGE]: ['assets/drawer-1.js', 'assets/cards-1.js', 'assets/needies-page-1.js'],
    },
    texts: { [NEEDIES_PAGE]: ['common', 'needies'] },
    locales: {
      fa: {
        notifications: ['assets/fa-notifications-1.js'],
        needies: ['assets/fa-needies-1.js'],
        errors: ['assets/messages-fa-1.js'],
        validation: ['assets/messages-fa-1.js'],
      },
      en: { common: ['assets/en-common-1.js'], notifications: ['assets/en-notifications-1.js'] },
    },
    bundles: { fa: ['assets/fa-bundle-1.js'] },
  }),
)

afterAll(() => {
  for (const dir of [ssr, dist]) rmSync(dir, { recursive: true, force: true })
})

const ctx = await setupTestApp({ WEB_DIST_DIR: dist, WEB_SSR_DIR: ssr }, [], { workers: false })
await seedCharityTypes(ctx.db)
await seedCampaigns(ctx.db)
await seedCrowns(ctx.db)
await seedChests(ctx.db)
await seedSubscriptionTypes(ctx.db)
await seedNeedies(ctx.db)

const HEADLINE = { fa: 'نیکوکاری، آسان و مطمئن', en: 'Giving, simple and safe' }
const QUICK_GIVING = { fa: 'پرداخت سریع', en: 'Quick giving' }
const ABOUT_CAMPAIGN = { fa: 'دربارهٔ این پویش', en: 'About this campaign' }

/** A visitor who chose `lang` on the site (the `lang` cookie), whose browser asks for the other. */
function visitor(lang: 'fa' | 'en'): TestClient {
  const client = ctx.client(lang === 'en' ? 'fa' : 'en')
  if (lang === 'en') client.cookies.set('lang', 'en')
  return client
}

/** What a rendered page says about itself: its document language, state and styles. */
function anatomy(html: string) {
  const state = /<script type="application\/json" id="kheyr-state">([^<]*)<\/script>/.exec(html)
  const code = /<script type="application\/json" id="kheyr-page-code">([^<]*)<\/script>/.exec(html)
  return {
    document: /<html\b[^>]*>/.exec(html)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
    root: html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</div>')),
    lang: state ? (JSON.parse(state[1]!) as { lang: string }).lang : null,
    code: code ? (JSON.parse(code[1]!) as string[]) : null,
    styleKeys: [...html.matchAll(/<style data-emotion="(\w+)/g)].map((m) => m[1]),
  }
}

describe('server render in the visitor’s language', () => {
  it('renders the home page in English for a visitor who chose English', async () => {
    const res = await visitor('en').get('/')
    expect(res.status).toBe(200)
    const page = anatomy(res.text)
    expect(page.document).toBe('<html dir="ltr" lang="en">')
    expect(page.lang).toBe('en')
    expect(page.root).toContain(`>${HEADLINE.en}</h1>`)
    expect(page.root).toContain(QUICK_GIVING.en)
    expect(page.root).not.toContain(HEADLINE.fa)
    expect(page.root).not.toContain(QUICK_GIVING.fa)
    expect(page.title).toBe('Kheyr')
    expect(page.description).toBe('Pay alms, vows and charitable donations online')
    expect(res.text).toContain(
      '<noscript>Giving, paying and signing in by code work without JavaScript too; for the rest of the site, turn it on in your browser.</noscript>',
    )
    expect(res.text).toContain('<meta property="og:locale" content="en_US" />')
    // The left-to-right emotion cache and theme: the browser's `ltrCache` takes the rules over.
    expect(new Set(page.styleKeys)).toEqual(new Set(['muiltr']))
    // The texts named for the browser to fetch are English's, the shell's common ones included.
    expect(page.code).toEqual(['/assets/en-common-1.js', '/assets/en-notifications-1.js'])
    expect(res.headers.get('vary')).toMatch(/cookie/)
  })

  it('leaves a Persian visitor’s page as it was, whatever their browser’s language', async () => {
    const res = await visitor('fa').get('/')
    const page = anatomy(res.text)
    expect(page.document).toBe('<html dir="rtl" lang="fa">')
    expect(page.lang).toBe('fa')
    expect(page.root).toContain(`>${HEADLINE.fa}</h1>`)
    expect(page.root).not.toContain(HEADLINE.en)
    expect(page.title).toBe('خیر')
    expect(page.description).toBe('پرداخت صدقه، نذر و کمک‌های خیریه به‌صورت آنلاین')
    expect(res.text).toContain(
      '<noscript>کمک‌کردن، پرداخت و ورود با کد پیامکی بدون جاوااسکریپت هم کار می‌کند؛ برای بخش‌های دیگر، جاوااسکریپت مرورگر را روشن کنید.</noscript>',
    )
    expect(new Set(page.styleKeys)).toEqual(new Set(['muirtl']))
    expect(page.code).toEqual(['/assets/fa-notifications-1.js'])
  })

  it('renders pages asked for at once each in its own visitor’s language', async () => {
    const asks = [
      ...['/', '/campaign/school-supplies', '/', '/campaign/school-supplies'].flatMap((path) => [
        { lang: 'fa' as const, path },
        { lang: 'en' as const, path },
      ]),
    ]
    // Fired together: the renders interleave across their API calls in the one process.
    const answers = await Promise.all(asks.map(({ lang, path }) => visitor(lang).get(path)))
    for (const [i, { lang, path }] of asks.entries()) {
      const res = answers[i]!
      expect(res.status, `${lang} ${path}`).toBe(200)
      const page = anatomy(res.text)
      const other = lang === 'fa' ? 'en' : 'fa'
      expect(page.lang, `${lang} ${path}`).toBe(lang)
      expect(page.document).toBe(`<html dir="${lang === 'fa' ? 'rtl' : 'ltr'}" lang="${lang}">`)
      expect(new Set(page.styleKeys)).toEqual(new Set([lang === 'fa' ? 'muirtl' : 'muiltr']))
      if (path === '/') {
        expect(page.root).toContain(`>${HEADLINE[lang]}</h1>`)
        expect(page.root).not.toContain(HEADLINE[other])
      } else {
        expect(page.root).toContain(ABOUT_CAMPAIGN[lang])
        expect(page.root).not.toContain(ABOUT_CAMPAIGN[other])
        // The campaign's own title is Persian data, in both; the tab names the site in the
        // page's language.
        expect(page.title).toMatch(lang === 'fa' ? / \| خیر$/ : / \| Kheyr$/)
      }
    }
  })
})

describe('a page that sends its visitor elsewhere', () => {
  it('is a redirect from the server, never an empty page', async () => {
    const guest = await fetch(`${ctx.url}/chest`, { redirect: 'manual' })
    expect(guest.status).toBe(200)
    expect(anatomy(await guest.text()).root).toContain('<h1')

    // Signed in, the guests' page about charity boxes sends them to their own boxes.
    const client = ctx.client()
    await ctx.actingAs(client, await ctx.createUser())
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const signedIn = await fetch(`${ctx.url}/chest`, { redirect: 'manual', headers: { cookie } })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe('/profile/chests')
  })
})

describe('a page the browser renders', () => {
  it('names its layout’s and its own code in the shell for a signed-in visitor, not a guest', async () => {
    const client = ctx.client('fa')
    await ctx.actingAs(client, await ctx.createUser())
    const res = await client.get('/dashboard/needies')
    expect(res.status).toBe(200)
    const page = anatomy(res.text)
    // The shell, for the browser to render: no page in it, its code named once each, in order,
    // and the layout's texts: the language's bundle (which holds the page's) and the messages.
    expect(page.root).toContain('id="splash"')
    expect(page.code).toEqual([
      '/assets/drawer-1.js',
      '/assets/panel-layout-1.js',
      '/assets/cards-1.js',
      '/assets/needies-page-1.js',
      '/assets/fa-notifications-1.js',
      '/assets/fa-bundle-1.js',
      '/assets/messages-fa-1.js',
    ])

    // A guest is sent to sign in: nothing of the staff area is named for them.
    const guest = await ctx.client('fa').get('/dashboard/needies')
    expect(guest.status).toBe(200)
    expect(anatomy(guest.text).code).toBeNull()
  })
})

describe('a staff page field workers open on a phone', () => {
  const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Mobile Safari/537.36'
  const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36'

  it('is rendered on the server for staff who may open it: the list as the phone shows it', async () => {
    const client = ctx.client('fa')
    // The registry's keeper (`needies.update`) sees every family, not only their own visits'.
    const keeper = await ctx.createRole(['needies.view', 'needies.update'])
    await ctx.actingAs(client, await ctx.createUser({}, [keeper]))
    const res = await client.get('/dashboard/needies', { headers: { 'user-agent': PHONE } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^private/)
    const page = anatomy(res.text)
    expect(page.root).not.toContain('id="splash"')
    expect(page.title).toContain('مددجویان')
    // A phone's list is cards, each family's name a link to its file, and the data came along.
    expect(page.root).toMatch(/<li[^>]*>[^]*<a [^>]*href="\/dashboard\/needies\/\d+"[^>]*>فاطمه/)
    expect(page.lang).toBe('fa')
    // The page's code is named, as a public page's is.
    expect(page.code).toContain('/assets/needies-page-1.js')

    // A phone says so in its client hint too, whatever its user agent.
    const hinted = await client.get('/dashboard/needies', {
      headers: { 'user-agent': DESKTOP, 'sec-ch-ua-mobile': '?1' },
    })
    expect(anatomy(hinted.text).root).toContain('href="/dashboard/needies/')

    // A desktop's list is the grid, drawn by the browser: the server holds its place.
    const wide = anatomy(
      (await client.get('/dashboard/needies', { headers: { 'user-agent': DESKTOP } })).text,
    )
    expect(wide.root).not.toContain('id="splash"')
    expect(wide.root).not.toContain('فاطمه')
    expect(wide.root).toContain('role="progressbar"')
    expect(wide.root).not.toContain('aria-label="باز کردن منو"')
  })

  it('is rendered for the window’s width once the browser says it, whatever the browser is', async () => {
    const client = ctx.client('fa')
    const keeper = await ctx.createRole(['needies.view', 'needies.update'])
    await ctx.actingAs(client, await ctx.createUser({}, [keeper]))
    // Every page asks the browser for its window's width from then on.
    const first = await client.get('/', { headers: { 'user-agent': DESKTOP } })
    expect(first.headers.get('accept-ch')).toBe('Sec-CH-Viewport-Width')
    const served = async (width: string) =>
      anatomy(
        (
          await client.get('/dashboard/needies', {
            headers: { 'user-agent': DESKTOP, 'sec-ch-viewport-width': width },
          })
        ).text,
      ).root

    // A desktop browser's narrow window: the phone's menu and cards.
    const narrow = await served('390')
    expect(narrow).toContain('aria-label="باز کردن منو"')
    expect(narrow).toContain('href="/dashboard/needies/')
    // A tablet's: the phone's menu, and the grid's place (the grid is drawn by the browser).
    const tablet = await served('768')
    expect(tablet).toContain('aria-label="باز کردن منو"')
    expect(tablet).not.toContain('فاطمه')
    expect(tablet).toContain('role="progressbar"')
    // A wide one: the drawer beside the grid's place. A width that makes no sense is not taken.
    for (const width of ['1440', 'wide', '0', '99999']) {
      const wide = await served(width)
      expect(wide, width).not.toContain('aria-label="باز کردن منو"')
      expect(wide, width).toContain('role="progressbar"')
    }
  })

  it('is the shell for staff without the page’s permission, and for a donor', async () => {
    const clerk = ctx.client('fa')
    await ctx.actingAs(clerk, await ctx.createUser({}, [await ctx.createRole(['crowns.view'])]))
    const donor = ctx.client('fa')
    await ctx.actingAs(donor, await ctx.createUser())
    for (const client of [clerk, donor]) {
      const page = anatomy((await client.get('/dashboard/needies/1')).text)
      expect(page.root).toContain('id="splash"')
      expect(page.root).not.toContain('فاطمه')
      expect(page.lang).toBeNull()
    }
  })
})

/** A giving page as served, and the token its plain form posts (docs/decisions/033). */
async function formPage(client: TestClient, path: string) {
  const res = await client.get(path)
  expect(res.status).toBe(200)
  const token = /name="_token" value="([^"]+)"/.exec(res.text)?.[1]
  expect(token, 'the form carries the visitor’s token').toBeTruthy()
  return token!
}

const postForm = (client: TestClient, path: string, fields: Record<string, string>) =>
  client.post(path, fields, { form: true, csrf: false })

const billCount = async () => (await ctx.db.select({ n: count() }).from(bills))[0]!.n

describe('a giving form posted as plain HTML, before its script or without it', () => {
  it('gives with a suggested amount and sends the giver to the bank (303)', async () => {
    const guest = ctx.client()
    const _token = await formPage(guest, '/charity/create/sadaqa')
    const before = await billCount()
    const res = await postForm(guest, '/charity/create/sadaqa', {
      _token,
      suggested: '50000',
      amount: '',
      description: 'برای سلامتی همه',
      gateway: 'sandbox',
    })
    expect(res.status).toBe(303)
    const bank = res.headers.get('location')!
    expect(bank).toMatch(/\/api\/payments\/sandbox\/S[0-9a-f]+$/)
    expect(await billCount()).toBe(before + 1)
    // The server decided the amount: the suggestion, in whole toman.
    const [bill] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(bill!.total).toBe(50000)
    // A typed amount wins over a suggestion left chosen.
    const typed = await postForm(guest, '/charity/create/sadaqa', {
      _token,
      suggested: '50000',
      amount: '۷۵٬۰۰۰',
      gateway: 'sandbox',
    })
    expect(typed.status).toBe(303)
    const [second] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(second!.total).toBe(75000)
  })

  it('sends the page back with the values and the message under the field (422)', async () => {
    const guest = ctx.client()
    const _token = await formPage(guest, '/charity/create/zakat')
    const before = await billCount()
    const res = await postForm(guest, '/charity/create/zakat', {
      _token,
      amount: '۳۰۰',
      description: 'نیت من',
      gateway: 'sandbox',
    })
    expect(res.status).toBe(422)
    const page = anatomy(res.text)
    expect(page.root).toContain('مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.')
    expect(page.root).toContain('name="amount" value="۳۰۰"')
    expect(page.root).toContain('>نیت من</textarea>')
    expect(page.root).toContain('aria-invalid="true"')
    expect(await billCount()).toBe(before)
    // Over the charity's cap per bill, as the JSON route says it.
    const over = await postForm(guest, '/charity/create/zakat', {
      _token,
      amount: '900000000000',
      gateway: 'sandbox',
    })
    expect(over.status).toBe(422)
    expect(anatomy(over.text).root).toContain('مبلغ نباید بیشتر از')
    expect(await billCount()).toBe(before)
  })

  it('refuses a missing or foreign token with 419 and the page, and makes nothing', async () => {
    const guest = ctx.client()
    await formPage(guest, '/charity/create/sadaqa')
    const before = await billCount()
    const missing = await postForm(guest, '/charity/create/sadaqa', { amount: '50000' })
    expect(missing.status).toBe(419)
    expect(anatomy(missing.text).root).toContain('نشست شما منقضی شده است')
    const stranger = ctx.client()
    const foreign = await formPage(stranger, '/charity/create/sadaqa')
    const forged = await postForm(guest, '/charity/create/sadaqa', {
      _token: `${foreign}x`,
      amount: '50000',
    })
    expect(forged.status).toBe(419)
    expect(await billCount()).toBe(before)
  })

  it('gives to a campaign anonymously', async () => {
    const guest = ctx.client()
    const _token = await formPage(guest, '/campaign/school-supplies')
    const res = await postForm(guest, '/campaign/school-supplies', {
      _token,
      suggested: '85000',
      anonymous: '1',
      gateway: 'sandbox',
    })
    expect(res.status).toBe(303)
    const [bill] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(bill!.total).toBe(85000)
  })
})

describe('the crown order posted as plain HTML', () => {
  /** A day three days from now in Tehran (`YYYY-MM-DD`), well past the order cut-off. */
  const ceremonyDay = () =>
    new Date(Date.now() + (3 * 24 + 3.5) * 60 * 60 * 1000).toISOString().slice(0, 10)
  const choices = async () => {
    const [type] = await ctx.db.select().from(crownTypes).orderBy(desc(crownTypes.price)).limit(1)
    const [place] = await ctx.db.select().from(crownLocations).limit(1)
    return { type: type!, place: place! }
  }
  const crownCount = async () => (await ctx.db.select({ n: count() }).from(crowns))[0]!.n

  it('orders a crown at the type’s price and sends the giver to the bank (303)', async () => {
    const { type, place } = await choices()
    const guest = ctx.client()
    const _token = await formPage(guest, '/crown')
    const before = await billCount()
    const res = await postForm(guest, '/crown', {
      _token,
      deceased: 'محمد رضایی',
      giver: 'خانوادهٔ کریمی',
      crown_type_id: String(type.id),
      location_id: String(place.id),
      ceremony_day: ceremonyDay(),
      ceremony_time: '10:30',
      message: 'روحش شاد',
      mobile: '۰۹۱۲۳۴۵۶۷۸۹',
      // A price posted by hand is no field of the form: the type's price is charged.
      amount: '1000',
      gateway: 'sandbox',
    })
    expect(res.status, res.text.slice(0, 300)).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/api\/payments\/sandbox\/S[0-9a-f]+$/)
    expect(await billCount()).toBe(before + 1)
    const [bill] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(bill!.total).toBe(type.price)
    const [crown] = await ctx.db.select().from(crowns).orderBy(desc(crowns.id)).limit(1)
    expect(crown!.deceased).toBe('محمد رضایی')
    expect(crown!.ceremonyAt.toISOString()).toBe(
      new Date(`${ceremonyDay()}T10:30:00+03:30`).toISOString(),
    )
  })

  it('sends the order back with the values and each message under its field (422)', async () => {
    const { type, place } = await choices()
    const guest = ctx.client()
    const _token = await formPage(guest, '/crown')
    const [bills0, crowns0] = [await billCount(), await crownCount()]
    const res = await postForm(guest, '/crown', {
      _token,
      deceased: '',
      giver: 'خانوادهٔ کریمی',
      crown_type_id: String(type.id),
      location_id: String(place.id),
      ceremony_day: ceremonyDay(),
      ceremony_time: '',
      mobile: '09123456789',
      gateway: 'sandbox',
    })
    expect(res.status).toBe(422)
    const page = anatomy(res.text)
    expect(page.root).toContain('نام متوفی نباید خالی باشد.')
    expect(page.root).toContain('name="giver" value="خانوادهٔ کریمی"')
    expect(page.root).toMatch(new RegExp(`<option value="${place.id}"[^>]*selected`))
    expect(page.root).toMatch(
      new RegExp(`value="${type.id}"[^>]*checked|checked[^>]*value="${type.id}"`),
    )
    expect(page.root).toMatch(new RegExp(`<option value="${ceremonyDay()}"[^>]*selected`))
    expect(await billCount()).toBe(bills0)
    expect(await crownCount()).toBe(crowns0)
  })

  it('refuses the order without its token (419) and makes nothing', async () => {
    const guest = ctx.client()
    await formPage(guest, '/crown')
    const before = await billCount()
    const res = await postForm(guest, '/crown', { deceased: 'محمد رضایی', gateway: 'sandbox' })
    expect(res.status).toBe(419)
    expect(anatomy(res.text).root).toContain('name="deceased" value="محمد رضایی"')
    expect(await billCount()).toBe(before)
  })
})

/** A signed-in visitor (a new account). */
async function member(roles: string[] = []) {
  const client = ctx.client()
  await ctx.actingAs(client, await ctx.createUser({}, roles))
  return client
}

/** Pays a bill at the sandbox bank, as the payer's browser would. */
async function paySandbox(client: TestClient, bill: { id: number; token: string }) {
  const res = await client.post(`/api/bills/${bill.id}/pay`, {
    gateway: 'sandbox',
    token: bill.token,
  })
  const authority = (res.body.data.redirect.url as string).split('/').pop()
  await fetch(`${ctx.url}/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    redirect: 'manual',
  })
}

const PAYMENT_IN_PROGRESS = errorMessage('payment_in_progress', 'fa')
const MAP_MESSAGE = 'لطفاً موقعیت را روی نقشه انتخاب کنید.'

describe('a charity box’s plain forms, for its signed-in owner', () => {
  const chestCount = async () => (await ctx.db.select({ n: count() }).from(chests))[0]!.n
  const homeType = async () =>
    (await ctx.db.select().from(chestTypes).where(eq(chestTypes.title, 'خانگی')))[0]!

  it('renders the request on the server for the owner, and leaves a guest to the browser', async () => {
    const owner = await member()
    await formPage(owner, '/chest/create')
    const guest = await ctx.client().get('/chest/create')
    expect(guest.status).toBe(200)
    expect(guest.text).not.toContain('name="_token"')
  })

  it('requests a box and leads to its page (303); without the point, back with the rest', async () => {
    const owner = await member()
    const type = await homeType()
    const _token = await formPage(owner, '/chest/create')
    const before = await chestCount()
    const address = 'تهران، خیابان آزمایش، کوچهٔ نسترن، پلاک ۱۲'
    // The point comes from the map, which needs the script: without it, the map's message.
    const unpointed = await postForm(owner, '/chest/create', {
      _token,
      chest_type_id: String(type.id),
      address,
      phone: '۰۹۱۲۱۲۳۴۵۶۷',
      note: 'عصرها در خانه هستیم',
    })
    expect(unpointed.status).toBe(422)
    const page = anatomy(unpointed.text)
    expect(page.root).toContain(MAP_MESSAGE)
    expect(page.root).toContain(`>${address}</textarea>`)
    expect(page.root).toContain('name="phone" value="۰۹۱۲۱۲۳۴۵۶۷"')
    expect(page.root).toMatch(
      new RegExp(`checked[^>]*value="${type.id}"|value="${type.id}"[^>]*checked`),
    )
    expect(await chestCount()).toBe(before)

    const res = await postForm(owner, '/chest/create', {
      _token,
      chest_type_id: String(type.id),
      address,
      lat: '35.7',
      lng: '51.4',
    })
    expect(res.status).toBe(303)
    const [chest] = await ctx.db.select().from(chests).orderBy(desc(chests.id)).limit(1)
    expect(res.headers.get('location')).toBe(`/chest/${chest!.id}`)
    expect(chest!.address).toBe(address)
    expect(await chestCount()).toBe(before + 1)

    const missing = await postForm(owner, '/chest/create', { address, lat: '35.7', lng: '51.4' })
    expect(missing.status).toBe(419)
    expect(await chestCount()).toBe(before + 1)
  })

  it('chooses the point on the map’s tiles without script (200, nothing made), then requests the box (303)', async () => {
    const owner = await member()
    const type = await homeType()
    const _token = await formPage(owner, '/chest/create')
    const served = anatomy((await owner.get('/chest/create')).text).root
    // Three by three tiles of the site's map, each a button of the form that posts its click.
    const tiles = [...served.matchAll(/<input type="image"[^>]* name="(map_tile_\d+_\d+_\d+)"/g)]
    expect(tiles).toHaveLength(9)
    const middle = tiles[4]![1]!
    const before = await chestCount()
    const address = 'تهران، خیابان آزمایش، کوچهٔ اقاقیا، پلاک ۵'
    const typed = { _token, chest_type_id: String(type.id), address, phone: '۰۹۱۲۱۲۳۴۵۶۷' }

    const click = { [`${middle}.x`]: '40', [`${middle}.y`]: '62' }
    const chosen = await postForm(owner, '/chest/create', { ...typed, map_zoom: '12', ...click })
    expect(chosen.status).toBe(200)
    const { point, zoom } = plainMapClick(click)!
    const page = anatomy(chosen.text).root
    expect(page).toContain(`name="lat" value="${point.lat}"`)
    expect(page).toContain(`name="lng" value="${point.lng}"`)
    expect(page).toContain(`name="map_zoom" value="${zoom}"`)
    // Closer in, around the point, with the pin on it and the rest as typed.
    expect(page).toContain(`name="${plainMapTileName(plainMapGrid(point, zoom).tiles[4]!)}"`)
    expect(page).toContain('data-testid="map-pin"')
    expect(page).toContain(`>${address}</textarea>`)
    expect(page).toContain('name="phone" value="۰۹۱۲۱۲۳۴۵۶۷"')
    expect(page).not.toContain(MAP_MESSAGE)
    expect(await chestCount()).toBe(before)

    // "Zoom out" keeps the point; "choose again" lets it go.
    const out = await postForm(owner, '/chest/create', {
      ...typed,
      lat: String(point.lat),
      lng: String(point.lng),
      map_zoom: String(zoom),
      map_zoom_out: '1',
    })
    expect(out.status).toBe(200)
    expect(anatomy(out.text).root).toContain(`name="map_zoom" value="${zoom - 2}"`)
    expect(anatomy(out.text).root).toContain(`name="lat" value="${point.lat}"`)
    const again = await postForm(owner, '/chest/create', {
      ...typed,
      lat: String(point.lat),
      lng: String(point.lng),
      map_clear: '1',
    })
    expect(again.status).toBe(200)
    expect(anatomy(again.text).root).not.toContain('name="lat"')
    expect(await chestCount()).toBe(before)

    const res = await postForm(owner, '/chest/create', {
      ...typed,
      lat: String(point.lat),
      lng: String(point.lng),
      map_zoom: String(zoom),
    })
    expect(res.status).toBe(303)
    const [chest] = await ctx.db.select().from(chests).orderBy(desc(chests.id)).limit(1)
    expect(res.headers.get('location')).toBe(`/chest/${chest!.id}`)
    expect(chest).toMatchObject({ lat: point.lat, lng: point.lng, address, status: 'requested' })
    expect(await chestCount()).toBe(before + 1)

    // A click without the form's token makes nothing either.
    const stale = await postForm(owner, '/chest/create', { ...typed, _token: '', ...click })
    expect(stale.status).toBe(419)
  })

  it('pays a box in use at the amount the owner chose (303); too little comes back (422)', async () => {
    const owner = await member()
    const admin = await member(['admin'])
    const made = await owner.post('/api/chests', {
      chest_type_id: (await homeType()).id,
      address: 'تهران، خیابان آزمایش، پلاک ۱',
      lat: 35.7,
      lng: 51.4,
    })
    const id = made.body.data.id as number
    await admin.post(`/api/dashboard/chests/${id}/approve`, {
      code: `W-${Date.now().toString(36)}`,
    })
    expect((await admin.post(`/api/dashboard/chests/${id}/deliver`)).status).toBe(200)

    const _token = await formPage(owner, `/chest/${id}`)
    const before = await billCount()
    const low = await postForm(owner, `/chest/${id}`, { _token, amount: '۵۰۰', gateway: 'sandbox' })
    expect(low.status).toBe(422)
    expect(anatomy(low.text).root).toContain('name="amount" value="۵۰۰"')
    expect(anatomy(low.text).root).toContain('aria-invalid="true"')
    expect(await billCount()).toBe(before)
    // Over the charity's cap per bill, as the JSON route says it.
    const over = await postForm(owner, `/chest/${id}`, {
      _token,
      amount: '900000000000',
      gateway: 'sandbox',
    })
    expect(over.status).toBe(422)
    expect(anatomy(over.text).root).toContain('مبلغ نباید بیشتر از')
    expect(await billCount()).toBe(before)

    const res = await postForm(owner, `/chest/${id}`, {
      _token,
      suggested: '100000',
      amount: '',
      gateway: 'sandbox',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/api\/payments\/sandbox\/S[0-9a-f]+$/)
    const [bill] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(bill!.total).toBe(100000)
    expect(await billCount()).toBe(before + 1)
    // Without the form's token: the page's message (419), and nothing to pay.
    const tokenless = await postForm(owner, `/chest/${id}`, {
      suggested: '100000',
      gateway: 'sandbox',
    })
    expect(tokenless.status).toBe(419)
    expect(await billCount()).toBe(before + 1)

    // Someone else's box is no box of theirs: refused, nothing made.
    const stranger = await member()
    const theirs = await formPage(stranger, '/chest/create')
    const foreign = await postForm(stranger, `/chest/${id}`, {
      _token: theirs,
      suggested: '100000',
      gateway: 'sandbox',
    })
    expect(foreign.status).toBe(404)
    expect(await billCount()).toBe(before + 1)
  })
})

describe('paying every unpaid gift, and a reminder’s pay link, as plain forms', () => {
  it('puts every unpaid gift in one bill the server sums, once, and goes to the bank', async () => {
    const giver = await member()
    for (const amount of [30000, 45000])
      expect((await giver.post('/api/charities', { type: 'sadaqa', amount })).status).toBe(201)
    const _token = await formPage(giver, '/charity/pay-all')
    const before = await billCount()
    const res = await postForm(giver, '/charity/pay-all', { _token, gateway: 'sandbox' })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/api\/payments\/sandbox\/S[0-9a-f]+$/)
    const [bill] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(bill!.total).toBe(75000)
    expect(await billCount()).toBe(before + 1)
    // Sent again while that payment is open at the bank (a double tap, the back button): the
    // page says so, and nothing more is made.
    const again = await postForm(giver, '/charity/pay-all', { _token, gateway: 'sandbox' })
    expect(again.status).toBe(409)
    expect(anatomy(again.text).root).toContain(PAYMENT_IN_PROGRESS)
    expect(await billCount()).toBe(before + 1)
    expect((await postForm(giver, '/charity/pay-all', { gateway: 'sandbox' })).status).toBe(419)
    expect(await billCount()).toBe(before + 1)
  })

  it('pays what a reminder’s link says is due, without signing in; a forged link makes nothing', async () => {
    // A member who started two months ago and paid the first month: two months are due now.
    const real = ctx.app.clock.now
    const started = new Date(Date.now() - 62 * 24 * 60 * 60 * 1000)
    ctx.app.clock.now = () => started
    const owner = await member()
    const made = await owner.post('/api/subscriptions', { type: 'general-support', amount: 100000 })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    await paySandbox(owner, made.body.data.bill)
    ctx.app.clock.now = real
    await ctx.app.subscriptions.sendReminders()
    const [reminder] = await ctx.db
      .select()
      .from(subscriptionReminders)
      .orderBy(desc(subscriptionReminders.id))
      .limit(1)
    expect(reminder, 'a reminder was sent').toBeTruthy()
    const link = `/subscription/pay/${payLinkToken(ctx.app.config.sessionSecret, reminder!.id, reminder!.expiresAt)}`

    const guest = ctx.client()
    const _token = await formPage(guest, link)
    const before = await billCount()
    const res = await postForm(guest, link, { _token, gateway: 'sandbox' })
    expect(res.status).toBe(303)
    const [bill] = await ctx.db.select().from(bills).orderBy(desc(bills.id)).limit(1)
    expect(bill!.total).toBe(reminder!.amount)
    expect(await billCount()).toBe(before + 1)

    const forged = await postForm(guest, `${link.slice(0, -2)}xx`, { _token, gateway: 'sandbox' })
    expect(forged.status).toBe(404)
    expect(await billCount()).toBe(before + 1)
    // Without the form's token: 419, nothing made.
    expect((await postForm(guest, link, { gateway: 'sandbox' })).status).toBe(419)
    expect(await billCount()).toBe(before + 1)
  })
})

describe('signing in as plain forms, without script', () => {
  const WAY_BACK = '/subscription/create/general-support'
  const signInPage = `/auth/signin?redirect=${encodeURIComponent(WAY_BACK)}`

  it('sends a code, leads to the code’s step, and a wrong code comes back (422)', async () => {
    const guest = ctx.client()
    const mobile = uniqueMobile()
    const _token = await formPage(guest, signInPage)
    const sent = await postForm(guest, signInPage, {
      _token,
      step: 'mobile',
      mobile: mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
    })
    expect(sent.status).toBe(303)
    const codeStep = sent.headers.get('location')!
    expect(codeStep).toBe(
      `/auth/signin?step=code&mobile=${mobile}&new=1&redirect=${encodeURIComponent(WAY_BACK)}`,
    )
    expect((await ctx.lastSms(mobile))?.code).toMatch(/^\d{5}$/)

    // The code's step renders on the server: a new mobile is asked its name.
    const page = await guest.get(codeStep)
    expect(page.status).toBe(200)
    const root = anatomy(page.text).root
    expect(root).toContain('name="code"')
    expect(root).toContain('name="first_name"')
    expect(root).toContain(`name="mobile" value="${mobile}"`)

    const wrong = await postForm(guest, codeStep, {
      _token,
      step: 'code',
      mobile,
      code: '00000',
      first_name: 'مریم',
      last_name: 'احمدی',
    })
    expect(wrong.status).toBe(422)
    const back = anatomy(wrong.text).root
    expect(back).toContain('کد واردشده درست نیست.')
    expect(back).toContain('name="first_name" value="مریم"')
    expect((await guest.get('/api/user')).status).toBe(401)

    // Asked again at once, the rate limit's message comes back with the page.
    const again = await postForm(guest, codeStep, { _token, step: 'code', mobile, resend: '1' })
    expect(again.status).toBe(429)
    expect(anatomy(again.text).root).toContain('name="code"')
  })

  it('signs in with the right code: a new session, and back where the sign-in was asked for (303)', async () => {
    const guest = ctx.client()
    const mobile = uniqueMobile()
    const _token = await formPage(guest, signInPage)
    const sent = await postForm(guest, signInPage, { _token, step: 'mobile', mobile })
    const codeStep = sent.headers.get('location')!
    const code = (await ctx.lastSms(mobile))!.code!
    const guestSession = guest.cookies.get('kheyr_session')

    const res = await postForm(guest, codeStep, {
      _token,
      step: 'code',
      mobile,
      code,
      first_name: 'مریم',
      last_name: 'احمدی',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(WAY_BACK)
    expect(res.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i)
    const me = await guest.get('/api/user')
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ name: 'مریم احمدی', mobile })
    expect(guest.cookies.get('kheyr_session')).not.toBe(guestSession)

    // Signed in, the sign-in page leads on, from the server.
    const cookie = [...guest.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    const signedIn = await fetch(`${ctx.url}${signInPage}`, {
      redirect: 'manual',
      headers: { cookie },
    })
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('location')).toBe(WAY_BACK)
  })

  it('signs in with a password too; a wrong one comes back without the password in the page', async () => {
    const user = await ctx.createUser({ password: await hash('secret-pass-1') })
    const guest = ctx.client()
    // From the code's first step to the password's, the mobile typed coming along.
    const _token = await formPage(guest, signInPage)
    const switched = await postForm(guest, signInPage, {
      _token,
      step: 'mobile',
      mobile: user.mobile,
      switch: 'password',
    })
    expect(switched.status).toBe(303)
    const passwordStep = switched.headers.get('location')!
    expect(passwordStep).toBe(
      `/auth/signin?step=password&mobile=${user.mobile}&redirect=${encodeURIComponent(WAY_BACK)}`,
    )
    expect(await ctx.lastSms(user.mobile)).toBeNull()
    const form = anatomy((await guest.get(passwordStep)).text).root
    expect(form).toContain('name="password"')
    expect(form).toContain(`name="mobile" value="${user.mobile}"`)

    const wrong = await postForm(guest, passwordStep, {
      _token,
      step: 'password',
      mobile: user.mobile,
      password: 'wrong-pass-9',
    })
    expect(wrong.status).toBe(422)
    expect(anatomy(wrong.text).root).toContain(`name="mobile" value="${user.mobile}"`)
    expect(wrong.text).not.toContain('wrong-pass-9')

    const res = await postForm(guest, passwordStep, {
      _token,
      step: 'password',
      mobile: user.mobile,
      password: 'secret-pass-1',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(WAY_BACK)
    expect((await guest.get('/api/user')).body).toMatchObject({ mobile: user.mobile })
  })

  it('asks an account with two-factor sign-in its code on a step of its own', async () => {
    const user = await ctx.createUser({ password: await hash('secret-pass-2') })
    const owner = ctx.client()
    await owner.post('/api/auth/login', { mobile: user.mobile, password: 'secret-pass-2' })
    const secret = (await owner.post('/api/user/two-factor')).body.data.secret as string
    await owner.post('/api/user/two-factor/confirm', { code: generateSync({ secret }) })

    const guest = ctx.client()
    const passwordStep = `/auth/signin?step=password&redirect=${encodeURIComponent(WAY_BACK)}`
    const _token = await formPage(guest, passwordStep)
    const first = await postForm(guest, passwordStep, {
      _token,
      step: 'password',
      mobile: user.mobile,
      password: 'secret-pass-2',
    })
    const secondStep = first.headers.get('location')!
    expect(secondStep).toBe(`/auth/signin?step=two-factor&redirect=${encodeURIComponent(WAY_BACK)}`)
    expect(anatomy((await guest.get(secondStep)).text).root).toContain('name="code"')
    expect((await guest.get('/api/user')).status).toBe(401)

    const wrong = await postForm(guest, secondStep, { _token, step: 'two-factor', code: '000000' })
    expect(wrong.status).toBe(422)
    expect(anatomy(wrong.text).root).toContain('کد تأیید دومرحله‌ای درست نیست.')
    // The code that confirmed the setup is spent: the app's next one signs in.
    const code = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    const res = await postForm(guest, secondStep, { _token, step: 'two-factor', code })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(WAY_BACK)
    expect((await guest.get('/api/user')).body.id).toBe(user.id)
  })

  it('leads only back to this site, and refuses a form without its token (419)', async () => {
    const guest = ctx.client()
    const mobile = uniqueMobile()
    const _token = await formPage(guest, '/auth/signin')
    const missing = await postForm(guest, '/auth/signin', { step: 'mobile', mobile })
    expect(missing.status).toBe(419)
    expect(anatomy(missing.text).root).toContain('نشست شما منقضی شده است')
    expect(await ctx.lastSms(mobile)).toBeNull()

    const away = '/auth/signin?redirect=%2F%2Fevil.example'
    const sent = await postForm(guest, away, { _token, step: 'mobile', mobile })
    expect(sent.headers.get('location')).toBe(`/auth/signin?step=code&mobile=${mobile}&new=1`)
    const code = (await ctx.lastSms(mobile))!.code!
    const res = await postForm(guest, away, {
      _token,
      step: 'code',
      mobile,
      code,
      first_name: 'علی',
      last_name: 'رضایی',
    })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/')
  })
})

describe('the answers a page was rendered from', () => {
  /** The public API answers a rendered page sends along for the browser to keep. */
  const copiesOf = (html: string) => {
    const state = /<script type="application\/json" id="kheyr-state">([^<]*)<\/script>/.exec(html)
    return (JSON.parse(state![1]!) as { copies?: Record<string, unknown> }).copies ?? {}
  }

  it('sends each page’s public answers along, for the browser to keep for offline use', async () => {
    // Rendered at once: each page sends its own answers, not another render's.
    const [home, campaign] = await Promise.all([
      visitor('fa').get('/'),
      visitor('en').get('/campaign/school-supplies'),
    ])
    const featured = '/campaigns?status=active&featured=1&per_page=6'
    // The start-up settings travel in the queries already; the identity is never public.
    expect(Object.keys(copiesOf(home.text))).toEqual([featured])
    expect(copiesOf(home.text)[featured]).toEqual(
      (await ctx.client('fa').get(`/api${featured}`)).body,
    )
    expect(Object.keys(copiesOf(campaign.text))).toEqual(['/campaigns/school-supplies'])
    expect(copiesOf(campaign.text)['/campaigns/school-supplies']).toEqual(
      (await ctx.client('en').get('/api/campaigns/school-supplies')).body,
    )
  })
})
