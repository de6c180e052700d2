import { devices, expect, test, type Page, type Route } from '@playwright/test'
import { ADMIN } from '../playwright.config.ts'
import { freshMobile, isTakenOver, signIn, takenOver } from './support.ts'

/**
 * Holds the page's scripts until the returned function lets them through: meanwhile the page is
 * as the server sent it, a plain HTML form (docs/decisions/033-forms-before-script.md). With
 * `boot`, the boot script (a few hundred bytes that come with the HTML) runs, the app's code waits.
 */
async function holdScripts(page: Page, { boot = false } = {}) {
  const held: Route[] = []
  let released = false
  await page.route(/\/assets\/.+\.js$/, (route) =>
    released || (boot && /\/boot-[^/]+\.js$/.test(route.request().url()))
      ? route.continue()
      : void held.push(route),
  )
  return async () => {
    released = true
    // A page left meanwhile (its form posted) took its requests with it.
    for (const route of held.splice(0)) await route.continue().catch(() => {})
  }
}

/**
 * What the page reports as errors from now on: React says so when the page it takes over is not
 * the one it would draw (a hydration error), and draws it anew.
 */
function reportedErrors(page: Page) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource'))
      errors.push(m.text())
  })
  return errors
}

const BANK = 'درگاه پرداخت آزمایشی'

test.describe('a giving form before its script', () => {
  test('what is typed before the script runs is the form’s once it takes the form over', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/charity/create/general', { waitUntil: 'commit' })
    const amount = page.getByLabel('مبلغ', { exact: true })
    // Nothing is disabled while the page waits for its script.
    await amount.fill('25000')
    await page.getByLabel('نیت (اختیاری)').fill('برای شفای بیماران')
    expect(await isTakenOver(amount)).toBe(false)

    await release()
    await takenOver(amount)
    // The form's state has the typed amount: it reads it back in words and names it on the button.
    await expect(page.getByText('بیست و پنج هزار تومان')).toBeVisible()
    await expect(page.getByLabel('نیت (اختیاری)')).toHaveValue('برای شفای بیماران')
    await page.getByRole('button', { name: 'پرداخت ۲۵٬۰۰۰ تومان' }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۲۵٬۰۰۰ تومان')).toBeVisible()
  })

  test('a suggestion chosen before the script runs is the amount once it runs', async ({
    page,
  }) => {
    const release = await holdScripts(page)
    await page.goto('/charity/create/sadaqa', { waitUntil: 'commit' })
    const suggestion = page.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' })
    await suggestion.check()
    expect(await isTakenOver(suggestion)).toBe(false)
    await release()
    await takenOver(suggestion)
    await expect(page.getByText('صد هزار تومان')).toBeVisible()
    await expect(page.getByRole('button', { name: 'پرداخت ۱۰۰٬۰۰۰ تومان' })).toBeVisible()
  })

  test('on a slow phone, a tap on an amount and on pay before the script reaches the bank', async ({
    page,
  }) => {
    // Lighthouse's mobile preset: slow 4G and a CPU four times slower.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto('/charity/create/sadaqa', { waitUntil: 'commit' })
    const suggestion = page.getByRole('radio', { name: '۵۰٬۰۰۰ تومان' })
    await suggestion.check()
    const pay = page.getByRole('button', { name: /^پرداخت/ })
    expect(await isTakenOver(pay)).toBe(false)
    await pay.click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('۵۰٬۰۰۰ تومان')).toBeVisible()
  })

  test('a page whose script never arrives still gives', async ({ page }) => {
    // The app's own code is lost on the way: the page stays as the server sent it.
    await page.route(/\/assets\/app-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/charity/create/sadaqa')
    await page.getByRole('radio', { name: '۲۰۰٬۰۰۰ تومان' }).check()
    await page.getByLabel('نیت (اختیاری)').fill('برای پدرم')
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۲۰۰٬۰۰۰ تومان')).toBeVisible()
  })

  test('a crown order filled in before the script is the form’s once it runs', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/crown', { waitUntil: 'commit' })
    await page.getByLabel('نام درگذشته').fill('حسن کریمی')
    await page.getByLabel('از طرف').fill('خانوادهٔ نادری')
    await page.getByRole('radio', { name: /تاج گل دوطبقه/ }).check()
    await page.getByLabel('مکان مراسم').selectOption({ label: 'مسجد جامع' })
    const day = page.getByLabel('روز مراسم')
    await day.selectOption(await day.locator('option', { hasText: /^فردا/ }).getAttribute('value'))
    await page.getByLabel('ساعت آغاز').selectOption({ label: '۱۰:۰۰' })
    await page.getByLabel('شمارهٔ موبایل').fill('09127771236')
    expect(await isTakenOver(day)).toBe(false)

    await release()
    await takenOver(day)
    // The form's state has the type (its price on the button) and the place (its map link).
    await expect(page.getByRole('link', { name: 'دیدن مسجد جامع روی نقشه' })).toBeVisible()
    await page.getByRole('button', { name: 'پرداخت ۲٬۸۰۰٬۰۰۰ تومان و ثبت سفارش' }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۲٬۸۰۰٬۰۰۰ تومان')).toBeVisible()
  })
})

test.describe('a box’s point before the script', () => {
  test('a point chosen on the map’s tiles is the map’s once the script runs', async ({ page }) => {
    await signIn(page, freshMobile())
    const release = await holdScripts(page)
    await page.goto('/chest/create', { waitUntil: 'commit' })
    await page.getByRole('radio', { name: /خانگی/ }).check()
    await page.getByRole('textbox', { name: 'نشانی' }).fill('تهران، خیابان آزمایش، پلاک ۹')
    const map = page.getByRole('group', { name: 'موقعیت صندوق روی نقشه' })
    await map.getByRole('button', { name: 'انتخاب در بخش میانی نقشه' }).click()
    // Posted and sent back by the server with the point, the script still held.
    const chosen = page.getByText(/^موقعیت انتخاب‌شده: عرض /)
    await expect(chosen).toBeVisible()
    const point = await chosen.textContent()

    await release()
    // Taken over, the Leaflet map stands where the tiles were, its pin on the same point.
    await expect(map.locator('.leaflet-container')).toBeVisible()
    await expect(map.getByRole('button', { name: /^انتخاب در بخش/ })).toHaveCount(0)
    await expect(map.getByRole('button', { name: 'موقعیت انتخاب‌شده' })).toBeVisible()
    await expect(page.getByText(point!)).toBeVisible()
    await takenOver(page.getByRole('button', { name: 'ثبت درخواست صندوق' }))
    await page.getByRole('button', { name: 'ثبت درخواست صندوق' }).click()
    await expect(page).toHaveURL(/\/chest\/\d+$/)
    await expect(page.getByRole('heading', { name: 'صندوق خانگی' })).toBeVisible()
  })

  test('sent before the script without a point, the box takes the point chosen once it runs', async ({
    page,
  }) => {
    await signIn(page, freshMobile())
    const release = await holdScripts(page)
    await page.goto('/chest/create', { waitUntil: 'commit' })
    await page.getByRole('radio', { name: /خانگی/ }).check()
    await page.getByRole('textbox', { name: 'نشانی' }).fill('تهران، خیابان آزمایش، پلاک ۱۱')
    await page.getByRole('button', { name: 'ثبت درخواست صندوق' }).click()
    // The server sends the page back asking for the point.
    await expect(page.getByText('لطفاً موقعیت را روی نقشه انتخاب کنید.')).toBeVisible()

    await release()
    const map = page.getByRole('group', { name: 'موقعیت صندوق روی نقشه' })
    await expect(map.locator('.leaflet-container')).toBeVisible()
    await takenOver(page.getByRole('button', { name: 'ثبت درخواست صندوق' }))
    await map.click({ position: { x: 150, y: 140 } })
    // The server's message goes with the point chosen, as a message of the page's own does.
    await expect(page.getByText(/^موقعیت انتخاب‌شده: عرض /)).toBeVisible()
    await expect(page.getByText('لطفاً موقعیت را روی نقشه انتخاب کنید.')).toHaveCount(0)
  })
})

test.describe('the page’s buttons before its script', () => {
  test('the language switch tapped before the script runs turns the page English once it runs', async ({
    page,
  }) => {
    const release = await holdScripts(page, { boot: true })
    await page.goto('/', { waitUntil: 'commit' })
    // The boot script has run (it keeps the tap); the app's code has not.
    await page.waitForFunction(() => 'kheyrEarlyTap' in window)
    const toEnglish = page.getByRole('button', { name: 'Switch to English' })
    await toEnglish.click()
    expect(await isTakenOver(toEnglish)).toBe(false)
    await release()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giving, simple and safe')
  })
})

test.describe('a staff page field workers open on a phone', () => {
  test.use({
    viewport: { width: 412, height: 839 },
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
  })

  test('the needy families come from the server as cards, and are taken over as they stand', async ({
    page,
  }) => {
    const errors = reportedErrors(page)
    await signIn(page, ADMIN.mobile)
    const release = await holdScripts(page)
    await page.goto('/dashboard/needies', { waitUntil: 'commit' })
    // Before any of the app's code: the list is there, a card per family, each a link to its file.
    const family = page
      .getByRole('list', { name: 'فهرست مددجویان' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
    await expect(family).toBeVisible()
    expect(await isTakenOver(family)).toBe(false)
    const name = (await family.textContent())!

    await release()
    await takenOver(family)
    await family.click()
    await expect(page).toHaveURL(/\/dashboard\/needies\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    expect(errors).toEqual([])
  })
})

test.describe('a staff page in a desktop browser’s narrow window', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('rendered for a desktop, it is redrawn for the window: cards, and a family’s file opens', async ({
    page,
  }) => {
    // The browser says it is a desktop, so the server renders the panel's drawer and the grid's
    // place; React finds the window narrow and draws the page anew, as a phone's.
    await signIn(page, ADMIN.mobile)
    await page.goto('/dashboard/needies')
    const family = page
      .getByRole('list', { name: 'فهرست مددجویان' })
      .getByRole('listitem')
      .first()
      .getByRole('link')
    await takenOver(family)
    await expect(page.getByRole('button', { name: 'باز کردن منو' })).toBeVisible()
    const name = (await family.textContent())!
    await family.click()
    await expect(page).toHaveURL(/\/dashboard\/needies\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  })
})

test.describe('a staff page on a tablet', () => {
  // A tablet's browser says it is no phone: the server knows the window only once it is told.
  test.use({ viewport: { width: 800, height: 1100 } })

  test('once a page of ours has asked for the window’s width, the server renders for it', async ({
    page,
  }) => {
    const errors = reportedErrors(page)
    await signIn(page, ADMIN.mobile)
    // The first page a staff member opens (the sign-in page, the home) asks for the width.
    await page.goto('/')
    const release = await holdScripts(page)
    await page.goto('/dashboard/needies', { waitUntil: 'commit' })
    // As served: the phone's menu button (narrower than the drawer's screens), and the grid's
    // place, which the browser fills.
    const menu = page.getByRole('button', { name: 'باز کردن منو' })
    await expect(menu).toBeVisible()
    expect(await isTakenOver(menu)).toBe(false)

    await release()
    await takenOver(menu)
    const family = page.getByRole('gridcell').getByRole('link').first()
    await expect(family).toBeVisible()
    const name = (await family.textContent())!
    await family.click()
    await expect(page).toHaveURL(/\/dashboard\/needies\/\d+$/)
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    // React took the page over as served: nothing was drawn anew.
    expect(errors).toEqual([])
  })
})
