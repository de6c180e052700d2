import { expect, test } from '@playwright/test'
import { jalaliOf } from '@kheyr/contracts/periods'
import { toPersianDigits } from '@kheyr/contracts/digits'
import { signInAsAdmin, takenOver } from './support.ts'

const PHONE = { width: 390, height: 844 }
const thisYear = jalaliOf(new Date()).year

test.describe('religious obligations at the year’s rates', () => {
  test.use({ viewport: PHONE })

  test('a guest pays fitriyeh for 4 people on rice and sees it on the receipt', async ({
    page,
  }, testInfo) => {
    await page.goto('/obligation/fitriyeh')
    await expect(page.getByRole('heading', { name: 'زکات فطریه' })).toBeVisible()
    // A fresh install's rates are demo rates, and the page says so.
    await expect(page.getByText(/این نرخ‌ها نمایشی‌اند/)).toBeVisible()
    // Reached for, the calculator is taken over (its code comes then).
    await page.getByLabel('شمار نفرها (خودتان و نان‌خورها)').focus()
    await takenOver(page.getByRole('button', { name: /^پرداخت/ }))
    await page.getByLabel('شمار نفرها (خودتان و نان‌خورها)').fill('۴')
    await page.getByRole('radio', { name: /برنج/ }).check()
    const sum = page.getByRole('status').filter({ hasText: 'مبلغ واجب' })
    await expect(sum).toContainText('۹۲۰٬۰۰۰ تومان')
    await expect(sum).toContainText('نهصد و بیست هزار تومان')
    await expect(page.getByText(/منبع نرخ سال/)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('calculator-390.png'), fullPage: true })

    await page.getByRole('button', { name: 'پرداخت ۹۲۰٬۰۰۰ تومان' }).click()
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    const items = page.getByRole('listitem').filter({ hasText: 'زکات فطریه' })
    await expect(items).toContainText(`زکات فطریه برای ۴ نفر، برنج، ${toPersianDigits(thisYear)}`)
    await expect(items).toContainText('۴ نفر × ۲۳۰٬۰۰۰ تومان')
    await expect(items).toContainText('۹۲۰٬۰۰۰ تومان')
    await page.screenshot({ path: testInfo.outputPath('receipt-390.png'), fullPage: true })
  })

  // Without script the calculator is a plain form: the sum worked out on the server (GET), and
  // paying posted to the page (docs/decisions/033).
  test('works without script: the sum the server worked out, then paying', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE })
    const page = await context.newPage()
    await page.goto('/obligation/fitriyeh')
    await page.getByLabel(/شمار نفرها/).fill('3')
    await page.getByRole('radio', { name: /گندم/ }).check()
    await page.getByRole('button', { name: 'حساب کن' }).click()
    await expect(page).toHaveURL(/count=3/)
    await expect(page.getByText('۲۲۵٬۰۰۰ تومان').first()).toBeVisible()
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await expect(page.getByText('۲۲۵٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'زکات فطریه' })).toContainText(
      '۳ نفر',
    )
    await context.close()
  })

  test('staff enter next year’s rates', async ({ page }, testInfo) => {
    await signInAsAdmin(page, '/dashboard/obligations')
    const next = toPersianDigits(thisYear + 1)
    const card = page.getByRole('region', { name: /کفارهٔ روزهٔ عمدی/ })
    await card.getByRole('button', { name: `ثبت نرخ سال ${next}` }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('heading', { name: new RegExp(`سال ${next}`) })).toBeVisible()
    await dialog.getByLabel('نرخ (تومان)').first().fill('۱٬۲۰۰٬۰۰۰')
    await dialog.getByLabel('نرخ (تومان)').nth(1).fill('3600000')
    await dialog.getByLabel('دفتر اعلام‌کننده').fill('دفتر مرجع نمونه')
    await dialog.getByLabel('پیوند اعلام رسمی').fill('https://example.org/kaffara')
    await page.screenshot({ path: testInfo.outputPath('rates-dialog-390.png'), fullPage: true })
    await dialog.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText(`نرخ‌های سال ${next} ثبت شد.`)).toBeVisible()
    await expect(card.getByRole('row', { name: new RegExp(next) })).toContainText('۱٬۲۰۰٬۰۰۰ تومان')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('rates-390.png'), fullPage: true })
  })

  test('staff enter a past year’s rates, told at once which fields are left empty', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page, '/dashboard/obligations')
    const past = toPersianDigits(thisYear - 3)
    const card = page.getByRole('region', { name: /زکات فطریه/ })
    await card.getByRole('button', { name: 'نرخ سال دیگر' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox', { name: 'سال (شمسی)' }).click()
    await page.getByRole('option', { name: past }).click()
    await expect(dialog.getByRole('heading', { name: new RegExp(`سال ${past}`) })).toBeVisible()
    await dialog.getByLabel('نرخ (تومان)').first().fill('')
    await dialog.getByLabel('دفتر اعلام‌کننده').fill('')
    await dialog.getByRole('button', { name: 'ذخیره' }).click()

    const summary = dialog.getByRole('alert')
    await expect(summary).toHaveText('پر کردن فیلدهای نرخ (تومان) و دفتر اعلام‌کننده الزامی است.')
    await expect(summary).toBeFocused()
    await page.screenshot({ path: testInfo.outputPath('summary-390.png') })
    await summary.getByRole('button', { name: 'دفتر اعلام‌کننده' }).click()
    await expect(dialog.getByLabel('دفتر اعلام‌کننده')).toBeFocused()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: testInfo.outputPath('summary-1280.png') })

    await dialog.getByLabel('دفتر اعلام‌کننده').fill('دفتر مرجع نمونه')
    await dialog.getByLabel('نرخ (تومان)').first().fill('۶۰٬۰۰۰')
    await dialog.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText(`نرخ‌های سال ${past} ثبت شد.`)).toBeVisible()
    await expect(card.getByRole('row', { name: new RegExp(past) })).toContainText('۶۰٬۰۰۰ تومان')
    await page.screenshot({ path: testInfo.outputPath('past-year-1280.png'), fullPage: true })
    await page.setViewportSize(PHONE)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.screenshot({ path: testInfo.outputPath('past-year-390.png'), fullPage: true })
  })
})
