import { createRequire } from 'node:module'
import { expect, test, type Page } from '@playwright/test'
import { freshMobile, signIn, signInAsAdmin } from './support.ts'

// axe-core itself (not @axe-core/playwright, which needs Node 22): injected into the page and run
// on WCAG 2.1 A and AA rules. Serious and critical findings fail the test, with what and where.
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }

async function seriousViolations(page: Page) {
  // Let the page settle: lazy sections and fonts change contrast and layout.
  await page.waitForLoadState('networkidle')
  await page.addScriptTag({ path: axePath })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } }
    ).axe
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    })
    return result.violations
  })
  return (violations as Violation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
}

const PUBLIC = [
  '/',
  '/charity',
  '/charity/create/sadaqa',
  '/campaign',
  '/campaign/school-supplies',
  '/subscription',
  '/auth/signin',
  '/contact-us',
  '/crown',
  '/chest',
  '/obligation',
  '/obligation/fitriyeh',
]
const DONOR = ['/profile', '/profile/bills', '/profile/statement', '/notifications']
/** Every dashboard page the browser tests visit (the seeded needy file 1 has dependents and help). */
const STAFF = [
  '/dashboard',
  '/dashboard/transactions/all',
  '/dashboard/bills',
  '/dashboard/users',
  '/dashboard/users/roles',
  '/dashboard/settings',
  '/dashboard/reports',
  '/dashboard/obligations',
  '/dashboard/reports/reconciliation',
  '/dashboard/refunds',
  '/dashboard/campaign',
  '/dashboard/user-subscriptions',
  '/dashboard/crowns',
  '/dashboard/chests',
  '/dashboard/chests/discharges',
  '/dashboard/chests/round',
  '/dashboard/chests/types',
  '/dashboard/needies',
  '/dashboard/needies/create',
  '/dashboard/needies/1',
  '/dashboard/needies/dependents',
  '/dashboard/needies/helps',
  '/dashboard/contact',
  '/dashboard/sliders',
  '/dashboard/media',
  '/dashboard/sms',
  '/dashboard/logs',
  '/dashboard/backups',
]

/** A guest's gift, paid at the sandbox bank: the dashboard home then draws its income chart. */
async function payOneGift(page: Page) {
  const api = page.context().request
  await api.get('/sanctum/csrf-cookie')
  const xsrf = async () =>
    decodeURIComponent(
      (await page.context().storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value,
    )
  const made = await api.post('/api/charities', {
    data: { type: 'sadaqa', amount: 1_500_000 },
    headers: { 'x-xsrf-token': await xsrf(), accept: 'application/json' },
  })
  const bill = (await made.json()).data.bill as { id: number; token: string }
  const started = await api.post(`/api/bills/${bill.id}/pay`, {
    data: { gateway: 'sandbox', token: bill.token },
    headers: { 'x-xsrf-token': await xsrf(), accept: 'application/json' },
  })
  const authority = ((await started.json()).data.redirect.url as string).split('/').pop()!
  await api.get(`/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
    maxRedirects: 0,
  })
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // The site's CSP forbids injected scripts, axe's included.
  test.use({ bypassCSP: true })

  for (const width of [390, 1280]) {
    test(`public pages at ${width} px have no serious or critical violations`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 })
      for (const path of PUBLIC) {
        await page.goto(path)
        expect.soft(await seriousViolations(page), path).toEqual([])
      }
    })
  }

  test('public pages in English (rendered so by the server) have no serious or critical violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
    await page.setViewportSize({ width: 390, height: 860 })
    for (const path of PUBLIC) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en')
      expect.soft(await seriousViolations(page), path).toEqual([])
    }
  })

  test('a donor’s pages have no serious or critical violations', async ({ page }) => {
    await signIn(page, freshMobile())
    for (const path of DONOR) {
      await page.goto(path)
      expect.soft(await seriousViolations(page), path).toEqual([])
    }
  })

  test('a donor’s pages in English have no serious or critical violations', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }])
    await signIn(page, freshMobile())
    for (const path of DONOR) {
      await page.goto(path)
      expect.soft(await seriousViolations(page), path).toEqual([])
    }
  })

  // Persian on a phone, English on a desktop: both languages and both widths, every staff page.
  for (const { lang, width } of [
    { lang: 'fa', width: 390 },
    { lang: 'en', width: 1280 },
  ])
    test(`the staff dashboard (${lang}, ${width} px) has no serious or critical violations`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow()
      await payOneGift(page)
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }])
      await page.setViewportSize({ width, height: 860 })
      await signInAsAdmin(page)
      // The income chart is drawn (its axes and the table beside it are checked too).
      await expect(page.locator('[class*="MuiBarChart"]').first()).toBeAttached()
      for (const path of STAFF) {
        await page.goto(path)
        expect.soft(await seriousViolations(page), `${lang} ${width} ${path}`).toEqual([])
      }
    })
})
