import { expect, test, type Page } from '@playwright/test'
import { savingData, signInAsAdmin, takenOver } from './support.ts'

/** Every address the page, or its service worker for it, asks for from now on. */
function requests(page: Page) {
  const seen: URL[] = []
  page.context().on('request', (request) => seen.push(new URL(request.url())))
  return seen
}

/** A page's code: the build names each chunk after its module. */
const chunk = (module: string) => (url: URL) =>
  new RegExp(`^/assets/${module}-[\\w-]+\\.js$`).test(url.pathname)
const data = (url: URL) => url.pathname.startsWith('/api/')

const crownLink = (page: Page) =>
  page.getByRole('navigation', { name: 'پیمایش اصلی' }).getByRole('link', { name: 'تاج گل' })

test.describe('route preloading', () => {
  test('a link under the pointer loads its page’s code, and no data', async ({ page }) => {
    // Only the pointer preloads here: a link in view would load its page before the hover.
    await page.addInitScript(() => Reflect.deleteProperty(window, 'IntersectionObserver'))
    const seen = requests(page)
    await page.goto('/')
    const link = crownLink(page)
    await takenOver(link)
    expect(seen.some(chunk('crown-page'))).toBe(false)
    const before = seen.length

    // Preloading starts once the first page is idle: hover until it answers.
    await expect
      .poll(async () => {
        await page.mouse.move(0, 0)
        await link.hover()
        return seen.some(chunk('crown-page'))
      })
      .toBe(true)
    await page.waitForTimeout(500)

    expect(seen.slice(before).filter(data)).toEqual([])
    // Preloaded, not opened.
    await expect(page).toHaveURL('/')
  })

  test('a link in view loads its page’s code once the first page is idle', async ({ page }) => {
    const seen = requests(page)
    await page.goto('/')
    await expect(crownLink(page)).toBeInViewport()

    await expect.poll(() => seen.some(chunk('crown-page'))).toBe(true)
    await expect(page).toHaveURL('/')
  })

  test('nothing preloads when the visitor saves data', async ({ page }) => {
    await savingData(page)
    const seen = requests(page)
    await page.goto('/')
    const link = crownLink(page)
    await takenOver(link)

    // Past the first page's idle time (at most 4 s), in view and under the pointer.
    await page.waitForTimeout(4500)
    await link.hover()
    await page.waitForTimeout(500)

    expect(seen.some(chunk('crown-page'))).toBe(false)
  })
})

test.describe('the dashboard shortcuts', () => {
  test('g then n opens the needy people; ? lists the shortcuts', async ({ page }) => {
    await signInAsAdmin(page)
    // The server's page listens for keys once the app has taken it over.
    await takenOver(page.getByRole('heading', { level: 1, name: 'پیشخوان' }))

    // React may have taken the heading over a moment before the keys' listener is on.
    await expect(async () => {
      await page.keyboard.press('g')
      await page.keyboard.press('n')
      await expect(page).toHaveURL('/dashboard/needies', { timeout: 1000 })
    }).toPass()
    await expect(page.getByRole('heading', { level: 1, name: 'مددجویان' })).toBeVisible()

    await page.keyboard.press('?')
    const list = page.getByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' })
    await expect(list).toBeVisible()
    await expect(list.getByRole('definition')).toHaveText([
      'رفتن به پیشخوان',
      'رفتن به مددجویان',
      'رفتن به تراکنش‌ها',
      'نمایش همین فهرست',
    ])
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()

    // A g typed into a field is the field's.
    await page.getByRole('searchbox').fill('g')
    await page.keyboard.press('d')
    await expect(page).toHaveURL('/dashboard/needies')
  })
})

test.describe('the loading bar', () => {
  test.use({ serviceWorkers: 'block' })

  test('shows while a slow page’s code loads, in Persian, then goes', async ({ page }) => {
    // No preloading: the page's code loads when it is opened.
    await savingData(page)
    await page.route(/\/assets\/dashboard-transactions-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await signInAsAdmin(page)
    // The server's page listens for keys once the app has taken it over.
    await takenOver(page.getByRole('heading', { level: 1, name: 'پیشخوان' }))

    const bar = page.getByRole('progressbar', { name: 'در حال بارگذاری صفحه' })
    await expect(async () => {
      await page.keyboard.press('g')
      await page.keyboard.press('t')
      await expect(bar).toBeVisible({ timeout: 1000 })
    }).toPass()
    await expect(page).toHaveURL('/dashboard/transactions/all')
    await expect(bar).toBeHidden()
  })
})
