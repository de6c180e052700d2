import { expect, request, test, type APIRequestContext, type Locator } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { adminApi, freshMobile, signIn, signInAsAdmin } from './support.ts'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }
const SHOTS = process.env.E2E_SHOTS

async function xsrf(context: APIRequestContext) {
  await context.get('/sanctum/csrf-cookie')
  const state = await context.storageState()
  return decodeURIComponent(state.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value)
}

/** A guest gives and pays at the sandbox bank, as the public pages do; `twice` pays the bill twice. */
async function pay(
  baseURL: string,
  give: { path: string; body: Record<string, unknown> },
  twice = false,
) {
  const guest = await request.newContext({
    baseURL,
    extraHTTPHeaders: { accept: 'application/json' },
  })
  const made = await guest.post(give.path, {
    data: give.body,
    headers: { 'x-xsrf-token': await xsrf(guest) },
  })
  expect(made.status()).toBe(201)
  const bill = (await made.json()).data.bill as { id: number; token: string }
  const start = async () => {
    const res = await guest.post(`/api/bills/${bill.id}/pay`, {
      data: { gateway: 'sandbox', token: bill.token },
      headers: { 'x-xsrf-token': await xsrf(guest) },
    })
    expect(res.status()).toBe(200)
    return ((await res.json()).data.redirect.url as string).split('/').pop()!
  }
  const first = await start()
  // A second tab, after the double-click window: the bank takes the money twice.
  const second = twice ? (await new Promise((r) => setTimeout(r, 11_000)), await start()) : null
  for (const authority of [first, second].filter(Boolean))
    await guest.get(`/api/payments/callback/sandbox?Authority=${authority}&Status=OK`, {
      maxRedirects: 0,
    })
  await guest.dispose()
}

/** The element's text fits on one line of its box (nothing wraps, nothing spills out). */
async function expectOneLine(locator: Locator) {
  const box = await locator.evaluate((el) => {
    const style = getComputedStyle(el)
    return {
      lines: Math.round(el.getBoundingClientRect().height / parseFloat(style.lineHeight)),
      spills: el.scrollWidth > el.clientWidth + 1,
    }
  })
  expect(box).toEqual({ lines: 1, spills: false })
}

const give = (type: string, amount: number) => ({
  path: '/api/charities',
  body: { type, amount },
})

test.describe('the charity’s numbers', () => {
  test('the dashboard home shows the income chart and cards on a phone and a desktop', async ({
    page,
    baseURL,
  }) => {
    await pay(baseURL!, give('sadaqa', 120000))
    await pay(baseURL!, give('zakat', 350000))
    await pay(baseURL!, {
      path: `/api/campaigns/${encodeURIComponent('school-supplies')}/donate`,
      body: { amount: 200000, mobile: freshMobile() },
    })

    await page.setViewportSize(DESKTOP)
    await signInAsAdmin(page, '/dashboard')

    const cards = page.getByRole('list', { name: 'آمار' })
    await expect(cards.getByRole('link', { name: /درآمد امروز/ })).toBeVisible()
    const today = cards.getByRole('link', { name: /درآمد امروز/ })
    await expect(today).toContainText('تومان')
    await expect(cards.getByRole('link', { name: /کمک‌کنندگان این ماه/ })).toBeVisible()
    await expect(cards.getByRole('link', { name: /پیام‌های بی‌پاسخ/ })).toBeVisible()
    const chart = page.getByRole('region', { name: 'درآمد ۱۲ ماه گذشته به تفکیک نوع' })
    await expect(chart.locator('svg').first()).toBeVisible()
    // Bars drawn: a series of the stacked chart holds at least one shape.
    const bars = chart.locator('[class*="MuiBarChart-series"] > *')
    await expect(bars.first()).toBeAttached()
    expect(await bars.count()).toBeGreaterThan(0)
    const table = chart.getByRole('table', { name: 'درآمد هر ماه به تفکیک نوع (تومان)' })
    await expect(table.getByRole('columnheader', { name: 'صدقه و نذر' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'پویش', exact: true })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(12 + 2)
    // The caption names the unit; the cells are the figures alone.
    await expect(table.getByRole('cell', { name: /^[۰-۹٬]+$/ }).first()).toBeVisible()
    await expect(table.getByRole('cell', { name: /تومان/ })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'آخرین پرداخت‌ها' })).toContainText(
      '۳۵۰٬۰۰۰ تومان',
    )
    // Each month named under its bar (hidden ones only where they would overlap), the figures
    // beside the bars whole, and each sum on the cards on one line, «تومان» included.
    const ticks = (axis: string) =>
      chart.locator(`.MuiChartsAxis-direction${axis} .MuiChartsAxis-tickLabel`).allTextContents()
    await expect.poll(async () => (await ticks('X')).filter(Boolean).length).toBeGreaterThan(6)
    expect(await ticks('X')).toContain('آذر')
    expect((await ticks('Y')).filter(Boolean).length).toBeGreaterThan(2)
    expect((await ticks('Y')).some((l) => l.includes('…'))).toBe(false)
    await expectOneLine(today.locator('.MuiTypography-root').nth(1))
    // The hint that the table scrolls shows only where it does (eight kinds overflow at 1280).
    const overflows = await table.evaluate(
      (t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth,
    )
    await expect(chart.getByText(/این جدول \S+ ستون دارد/)).toBeVisible({ visible: overflows })
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true })

    await page.setViewportSize(PHONE)
    await page.reload()
    await expect(cards.getByRole('link', { name: /درآمد امروز/ })).toBeVisible()
    await expect(chart.locator('svg').first()).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    // The table is wider than a phone: it says it scrolls sideways and how many columns it has.
    await expect(
      chart.getByText(/^این جدول \S+ ستون دارد؛ برای دیدن همه، آن را به پهلو بکشید.$/),
    ).toBeVisible()
    expect((await ticks('Y')).some((l) => l.includes('…'))).toBe(false)
    await expect.poll(async () => (await ticks('X')).filter(Boolean).length).toBeGreaterThan(2)
    await expectOneLine(today.locator('.MuiTypography-root').nth(1))
    // The month names shown stand apart: none touches the next («خردادتیرمرداد»).
    const names = await chart
      .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
      .evaluateAll((els) =>
        els
          .map((e) => e.getBoundingClientRect())
          .map((r) => ({ left: r.left, right: r.right }))
          .sort((a, b) => a.left - b.left),
      )
    expect(names.length).toBeGreaterThan(2)
    for (const [i, name] of names.slice(1).entries())
      expect(name.left - names[i]!.right).toBeGreaterThanOrEqual(4)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true })

    // The link of a card opens the report it sums up.
    await today.click()
    await expect(page).toHaveURL(/\/dashboard\/reports\?from=\d{4}-\d\d-\d\d&to=/)
  })

  test('an accountant runs a report and downloads it as CSV', async ({ page, baseURL }) => {
    await pay(baseURL!, give('nazr', 90000))
    const root = await adminApi(baseURL!)
    const mobile = freshMobile()
    const made = await (
      await root.post('/api/dashboard/users', {
        first_name: 'سارا',
        last_name: 'حسابدار',
        mobile,
        password: 'accountant-pass-1',
      })
    ).json()
    const roles = await root.get('/api/dashboard/roles?filter[name]=accountant')
    await root.put(`/api/dashboard/users/${made.data.id}/roles`, { roles: [roles.data[0].id] })

    await page.setViewportSize(DESKTOP)
    await signIn(page, mobile)
    await page.goto('/dashboard')
    await page
      .getByRole('navigation', { name: 'منوی پیشخوان' })
      .getByRole('link', { name: 'گزارش درآمد' })
      .click()
    await expect(page).toHaveURL(/\/dashboard\/reports/)
    await page.getByRole('button', { name: 'امروز' }).click()
    await page.getByRole('combobox', { name: 'به تفکیک' }).click()
    await page.getByRole('option', { name: 'درگاه' }).click()
    const result = page.getByRole('region', { name: 'درآمد روزانه به تفکیک درگاه' })
    const table = result.getByRole('table', { name: 'درآمد هر دوره به تفکیک (تومان)' })
    await expect(table.getByRole('columnheader', { name: 'درگاه آزمایشی' })).toBeVisible()
    const total = await result.getByText('جمع درآمد:').locator('..').innerText()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-1280.png`, fullPage: true })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('link', { name: 'CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^income-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d-.*\.csv$/)
    const csv = readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '')
    const lines = csv.split('\r\n')
    expect(lines[0]).toBe(
      'دوره,درگاه,تعداد پرداخت,مبلغ (تومان),تعداد بازپرداخت,مبلغ بازپرداخت (تومان)',
    )
    expect(lines.some((l) => l.includes(',درگاه آزمایشی,'))).toBe(true)
    const sum = lines.at(-1)!.split(',')
    expect(sum[0]).toBe('جمع')
    // The page shows the same total, in Persian digits.
    const digits = (s: string) =>
      s.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^0-9]/g, '')
    expect(digits(total)).toBe(sum[3])

    await page.setViewportSize(PHONE)
    await expect(table).toBeVisible()
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/report-390.png`, fullPage: true })
  })

  test('a payment that came twice is refunded from the refunds list', async ({ page, baseURL }) => {
    await pay(baseURL!, give('general', 61000), true)
    await page.setViewportSize(DESKTOP)
    await signInAsAdmin(page, '/dashboard/refunds')
    const row = page.getByRole('row', { name: /۶۱٬۰۰۰/ }).first()
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: /ثبت بازپرداخت/ }).click()
    const dialog = page.getByRole('dialog', { name: /ثبت بازپرداخت پرداخت/ })
    await dialog.getByLabel('شمارهٔ پیگیری بازپرداخت').fill('RF-7712')
    await dialog.getByLabel('یادداشت').fill('از پنل بانک برگشت داده شد')
    if (SHOTS) {
      await page.setViewportSize(PHONE)
      await page.screenshot({ path: `${SHOTS}/refund-390.png` })
      await page.setViewportSize(DESKTOP)
    }
    await dialog.getByRole('button', { name: 'ثبت بازپرداخت' }).click()
    const confirm = page.getByRole('dialog', { name: 'ثبت بازپرداخت' })
    await expect(confirm).toContainText('بازپرداخت ۶۱٬۰۰۰ تومان')
    await confirm.getByRole('button', { name: 'ثبت بازپرداخت' }).click()
    await expect(page.getByText('بازپرداخت ثبت شد.')).toBeVisible()
    await page.getByRole('tab', { name: 'بازپرداخت‌شده' }).click()
    await expect(page.getByRole('row', { name: /۶۱٬۰۰۰/ }).first()).toContainText('RF-7712')

    // The day's reconciliation shows the sandbox's day, the payment that came twice among it.
    await page.goto('/dashboard/reports/reconciliation')
    const sandbox = page.getByRole('region', { name: 'درگاه آزمایشی' })
    await expect(sandbox).toContainText('تسویه‌شده')
    await expect(sandbox).toContainText('پرداخت تکراری')
    const duplicates = page.getByRole('region', { name: 'پرداخت‌های تکراری این روز' })
    await expect(duplicates).toContainText('۶۱٬۰۰۰ تومان')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reconciliation-1280.png`, fullPage: true })
    await page.setViewportSize(PHONE)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/reconciliation-390.png`, fullPage: true })
  })
})
