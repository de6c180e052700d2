import { expect, test } from '@playwright/test'
import { freshMobile, signIn } from './support.ts'

test.describe('giving and paying', () => {
  test('a guest gives sadaqa through the sandbox and sees the receipt', async ({ page }) => {
    await page.goto('/')
    const quick = page.locator('section', {
      has: page.getByRole('heading', { name: 'پرداخت سریع' }),
    })
    await quick.getByRole('link', { name: /^صدقه/ }).click()
    await expect(page).toHaveURL('/charity/create/sadaqa')
    await expect(page.getByRole('heading', { name: 'صدقه' })).toBeVisible()
    await page.getByRole('button', { name: '۵۰٬۰۰۰ تومان' }).click()
    await expect(page.getByText('پنجاه هزار تومان')).toBeVisible()
    await page.getByLabel('نیت (اختیاری)').fill('برای سلامتی همه')
    await page.getByRole('button', { name: 'پرداخت ۵۰٬۰۰۰ تومان' }).click()
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await expect(page.getByText('۵۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page).toHaveURL(/\/verify\?bill=\d+&status=paid/)
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByRole('row', { name: /شمارهٔ پیگیری/ })).toContainText('SB')
    await expect(page.getByRole('button', { name: 'چاپ رسید' })).toBeVisible()
  })

  test('an amount below the minimum is refused on the spot, in Persian', async ({ page }) => {
    await page.goto('/charity/create/zakat')
    const amount = page.getByLabel('مبلغ', { exact: true })
    await amount.fill('۵۰۰۰')
    await amount.blur()
    await expect(page.getByText('مبلغ باید دست‌کم ۱۰٬۰۰۰ تومان باشد.')).toBeVisible()
  })

  test('a canceled payment offers to pay again', async ({ page }) => {
    await page.goto('/charity/create/general')
    await page.getByLabel('مبلغ', { exact: true }).fill('25000')
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await page.getByRole('link', { name: 'انصراف' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()
    await expect(page.getByText('مبلغ صورت‌حساب: ۲۵٬۰۰۰ تومان')).toBeVisible()
    await expect(page.getByRole('radio', { name: /درگاه آزمایشی/ })).toBeChecked()
    await page.getByRole('button', { name: 'پرداخت دوباره' }).click()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })

  test('pay-all puts three donations in one bill', async ({ page }) => {
    await signIn(page, freshMobile())
    for (const [slug, amount] of [
      ['sadaqa', '20000'],
      ['nazr', '30000'],
      ['general', '40000'],
    ]) {
      await page.goto(`/charity/create/${slug}`)
      await page.getByLabel('مبلغ', { exact: true }).fill(amount!)
      await page.getByRole('button', { name: /^پرداخت/ }).click()
      await page.getByRole('link', { name: 'انصراف' }).click()
      await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()
    }
    await page.goto('/charity/pay-all')
    await expect(page.getByText('۹۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('button', { name: 'پرداخت یکجای ۳ کمک' }).click()
    await expect(page.getByText('۹۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'نذر' })).toBeVisible()
    await page.goto('/charity/all?status=paid')
    await expect(page.getByRole('listitem')).toHaveCount(3)
    await page.goto('/profile/bills')
    await expect(page.getByText(/صورت‌حساب .* · ۹۰٬۰۰۰ تومان/)).toBeVisible()
  })
})
