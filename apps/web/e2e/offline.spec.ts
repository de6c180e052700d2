import { expect, test, type Page } from '@playwright/test'
import { freshMobile, isTakenOver, signIn, takenOver } from './support.ts'

const NO_INTERNET = /اتصال به اینترنت برقرار نیست/
const SAVED_COPY = 'این صفحه بدون اینترنت از آخرین نسخهٔ ذخیره‌شده نمایش داده می‌شود.'

/** Whether the browser keeps a copy of an API read whose path starts with `path`. */
const hasCopy = (page: Page, path: string) =>
  page.evaluate(async (path) => {
    const store = await caches.open('kheyr-copies-mine')
    return (await store.keys()).some((r) => new URL(r.url).pathname.startsWith(path))
  }, path)

test('a donor’s pages already seen open without internet, and the app recovers by itself', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  // Online, first visit: a signed-in donor with a paid donation sees their bills.
  await signIn(page, freshMobile())
  await page.goto('/charity/create/general')
  await page.getByLabel('مبلغ', { exact: true }).fill('35000')
  await page.getByRole('button', { name: 'پرداخت ۳۵٬۰۰۰ تومان' }).click()
  await page.getByRole('link', { name: 'پرداخت' }).click()
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.getByRole('link', { name: 'صورت‌حساب‌های من' }).click()
  await expect(page.getByText('پرداخت‌شده')).toBeVisible()
  await expect.poll(() => hasCopy(page, '/api/bills')).toBe(true)
  await expect(page.getByText(SAVED_COPY)).toBeHidden()

  // The connection drops inside the running app: the page on screen says it is a saved copy;
  // a page never seen says there is no internet (no endless skeleton), with a way to retry.
  await context.setOffline(true)
  await expect(page.getByText(SAVED_COPY)).toBeVisible()
  await page.getByRole('link', { name: 'تراکنش‌های من' }).click()
  await expect(page.getByText(NO_INTERNET).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible()
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0)

  // Back online, that page loads by itself: nobody taps retry.
  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'تراکنش‌های من' })).toBeVisible()
  await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
  await expect(page.getByText('پرداخت‌شده').filter({ visible: true }).first()).toBeVisible()

  // Opened anew without internet: the shell, my bills and the receipt, from the kept copies,
  // never the maintenance notice.
  await page.goto('/notifications')
  await expect(page.getByRole('heading', { name: 'اعلان‌ها' })).toBeVisible()
  await page.goto('/profile/bills')
  await expect(page.getByText('پرداخت‌شده')).toBeVisible()
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'صورت‌حساب‌های من' })).toBeVisible()
  await expect(page.getByText(SAVED_COPY)).toBeVisible()
  await expect(page.getByText('سرویس در دسترس نیست')).toBeHidden()
  await page.getByRole('button', { name: 'رسید' }).click()
  await expect(page.getByRole('row', { name: /شمارهٔ پیگیری/ })).toContainText('SB')

  // A page whose code is at hand but whose answer is never kept: no internet, no skeleton.
  await page.getByRole('link', { name: 'اعلان‌ها' }).click()
  await expect(page.getByText(NO_INTERNET).first()).toBeVisible()
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0)

  // Back online (here the browser never said it was offline: the app finds out by itself).
  await context.setOffline(false)
  await expect(page.getByText(NO_INTERNET)).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'اعلان‌ها' })).toBeVisible()
  await page.goBack()
  await expect(page.getByText('پرداخت‌شده')).toBeVisible()
  await expect(page.getByText(SAVED_COPY)).toBeHidden()
})

test('paying without internet says it needs a connection instead of failing silently', async ({
  page,
  context,
}) => {
  await page.goto('/charity/create/general')
  await expect(page.getByLabel('مبلغ', { exact: true })).toBeVisible()
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  // Once the page is idle, the service worker keeps the form's code (it runs when the visitor
  // reaches for the form).
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('assets')
        return (await cache.keys()).some((r) => /\/assets\/give-form-[^/]*\.js$/.test(r.url))
      }),
    )
    .toBe(true)

  await context.setOffline(true)
  // The form is taken over as the visitor reaches for it, offline too.
  await page.getByLabel('مبلغ', { exact: true }).fill('25000')
  await expect(page.getByText('برای پرداخت به اینترنت نیاز است', { exact: false })).toBeVisible()
  await page.getByRole('button', { name: 'پرداخت ۲۵٬۰۰۰ تومان' }).click()
  await expect(page.getByText('اتصال به اینترنت برقرار نیست؛ لطفاً دوباره تلاش کنید.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'پرداخت ۲۵٬۰۰۰ تومان' })).toBeEnabled()

  await context.setOffline(false)
  await expect(page.getByText('برای پرداخت به اینترنت نیاز است', { exact: false })).toBeHidden()
})

test('a page opened inside the running app while offline says so, and loads by itself once back', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const featured = page
    .locator('section', { has: page.getByRole('heading', { name: 'پویش‌های در جریان' }) })
    .getByRole('link', { name: /^(?!همه)/ })
  await expect(featured.nth(1)).toBeVisible()
  // The campaigns are taken over once reached (a pointer over them).
  await featured.first().hover()
  await takenOver(featured.first())
  const first = (await featured.first().getAttribute('href'))!
  await featured.first().click()
  await expect(page).toHaveURL(first)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL('/')

  // Its code is at hand, its answer is not: the no-internet words and a retry, not a skeleton.
  await context.setOffline(true)
  const second = (await featured.nth(1).getAttribute('href'))!
  await featured.nth(1).click()
  await expect(page).toHaveURL(second)
  await expect(page.getByText('اتصال به اینترنت برقرار نیست؛ لطفاً دوباره تلاش کنید.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible()
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
})

test('a connection lost while a page starts leaves the page as served, and it loads by itself once back', async ({
  page,
  context,
}) => {
  // The home page's own code never arrives (as when the mobile link drops mid-load).
  const homeCode = /\/assets\/home-page-[^/]*\.js$/
  await page.route(homeCode, (route) => route.abort('internetdisconnected'))
  const noCode = page.waitForEvent('requestfailed', (r) => /home-page-/.test(r.url()))
  await page.goto('/')
  await noCode
  const headline = page.getByRole('heading', { level: 1, name: 'نیکوکاری، آسان و مطمئن' })
  await expect(headline).toBeVisible()
  // Still the page as served: its text, its links, never the no-internet screen in its place.
  await expect(page.getByRole('heading', { name: 'پویش‌های در جریان' })).toBeVisible()
  await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
  expect(await isTakenOver(headline)).toBe(false)

  // Back online, the page loads again and is taken over.
  await page.unroute(homeCode)
  // The page loads again once the app finds the server reachable (at once, or at its next check
  // when the app noticed the missing code only after the connection came back): a new document.
  const reloaded = page.waitForEvent('load', { timeout: 30_000 })
  await context.setOffline(true)
  await context.setOffline(false)
  await reloaded
  await expect.poll(() => isTakenOver(headline), { timeout: 20_000 }).toBe(true)
  await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  /** The site's header (the layout), there on every page, offline too. */
  const header = (page: Page) => page.getByRole('banner')

  /** A page that needs the network says so inside the layout, with a way to try again. */
  async function expectOfflineInLayout(page: Page) {
    await expect(page.getByRole('heading', { level: 1, name: NO_INTERNET })).toBeVisible()
    await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible()
    await expect(header(page).getByRole('button', { name: 'باز کردن منو' })).toBeVisible()
  }

  test('offline, a guest’s menu opens, giving pages say they need the internet inside the layout, and home keeps its campaigns', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    // One visit online, the menu never opened: its code was never fetched by the page itself.
    await page.goto('/')
    const campaigns = page.locator('section', {
      has: page.getByRole('heading', { name: 'پویش‌های در جریان' }),
    })
    await expect(campaigns.getByRole('link', { name: /^(?!همه)/ }).first()).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // Once ready offline, the app keeps what the first visit loaded before the worker: the cover.
    const cover = campaigns.locator('img').first()
    const coverUrl = await cover.evaluate((img: HTMLImageElement) => img.currentSrc)
    await expect
      .poll(() => page.evaluate((url) => caches.match(url).then(Boolean), coverUrl))
      .toBe(true)

    await context.setOffline(true)
    const headline = page.getByRole('heading', { level: 1, name: 'نیکوکاری، آسان و مطمئن' })
    await takenOver(headline)
    await header(page).getByRole('button', { name: 'باز کردن منو' }).click()
    const menu = page.getByRole('navigation', { name: 'پیمایش اصلی' }).filter({ visible: true })
    await expect(menu.getByRole('link', { name: 'تاج گل' })).toBeVisible()
    await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
    await page.keyboard.press('Escape')
    await expect(headline).toBeVisible()

    // A kind of giving from the home page: its form needs the network, and says so in the layout.
    await page.locator('main a[href^="/charity/create/"]').first().click()
    await expectOfflineInLayout(page)
    // The menu still leads on from there.
    await header(page).getByRole('button', { name: 'باز کردن منو' }).click()
    await menu.getByRole('link', { name: 'خانه' }).click()
    await expect(headline).toBeVisible()

    // Typed in the address bar: the same, in the layout.
    await page.goto('/crown')
    await expectOfflineInLayout(page)

    // Home opened anew offline keeps its campaigns (the server render's answer was kept).
    await page.goto('/')
    await expect(headline).toBeVisible()
    await expect(campaigns.getByRole('link', { name: /^(?!همه)/ }).first()).toBeVisible()
    await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
    // Its cover too, not a broken image.
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  })

  test('offline, a donor’s account menu opens and leads on', async ({ page, context }) => {
    await signIn(page, freshMobile(), ['رضا', 'کریمی'])
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'پویش‌های در جریان' })).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)

    await context.setOffline(true)
    const account = header(page).getByRole('button', { name: 'رضا کریمی، منوی حساب کاربری' })
    await takenOver(account)
    await account.click()
    await expect(page.getByRole('menuitem', { name: 'صورت‌حساب‌های من' })).toBeVisible()
    await expect(page.getByText(NO_INTERNET)).toHaveCount(0)
    await page.getByRole('menuitem', { name: 'تاج‌های گل من' }).click()
    await expectOfflineInLayout(page)
  })
})
