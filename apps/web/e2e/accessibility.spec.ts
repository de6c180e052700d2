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
]
const DONOR = ['/profile', '/profile/bills', '/profile/statement', '/notifications']
const STAFF = [
  '/dashboard',
  '/dashboard/transactions/all',
  '/dashboard/users',
  '/dashboard/settings',
  '/dashboard/reports',
  '/dashboard/refunds',
  '/dashboard/campaign',
  '/dashboard/user-subscriptions',
  '/dashboard/crowns',
  '/dashboard/chests',
  '/dashboard/needies',
]

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

  test('the staff dashboard has no serious or critical violations', async ({ page }) => {
    await signInAsAdmin(page)
    for (const path of STAFF) {
      await page.goto(path)
      expect.soft(await seriousViolations(page), path).toEqual([])
    }
  })
})
