import { expect, test } from '@playwright/test'

/**
 * Giving with JavaScript turned off, on a phone, in Persian: every giving form is a plain HTML
 * form the server acts on (docs/decisions/033-forms-before-script.md).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

const BANK = 'درگاه پرداخت آزمایشی'

test.describe('giving without script', () => {
  test('a guest gives from the home page to the receipt', async ({ page }) => {
    await page.goto('/')
    const quick = page.locator('section', {
      has: page.getByRole('heading', { name: 'پرداخت سریع' }),
    })
    await quick.getByRole('link', { name: /^صدقه/ }).click()
    await expect(page).toHaveURL('/charity/create/sadaqa')
    await page.getByRole('radio', { name: '۵۰٬۰۰۰ تومان' }).check()
    await page.getByLabel('نیت (اختیاری)').fill('برای سلامتی همه')
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۵۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page).toHaveURL(/\/verify\?bill=\d+&status=paid/)
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByRole('row', { name: /شمارهٔ پیگیری/ })).toContainText('SB')
    await expect(page.getByText('۵۰٬۰۰۰ تومان').first()).toBeVisible()
  })

  test('a campaign gift below the least amount comes back with the message and the values', async ({
    page,
  }) => {
    await page.goto('/campaign/school-supplies')
    const form = page.locator('form', {
      has: page.getByRole('heading', { name: 'کمک به این پویش' }),
    })
    await form.getByLabel('مبلغ', { exact: true }).fill('۵٬۰۰۰')
    await form.getByLabel('نام نمایشی').fill('خانوادهٔ رضایی')
    await form.getByRole('button', { name: /^کمک/ }).click()

    await expect(page).toHaveURL('/campaign/school-supplies')
    await expect(form.getByText('مبلغ باید دست‌کم ۲۰٬۰۰۰ تومان باشد.')).toBeVisible()
    await expect(form.getByLabel('مبلغ', { exact: true })).toHaveValue('۵٬۰۰۰')
    await expect(form.getByLabel('نام نمایشی')).toHaveValue('خانوادهٔ رضایی')

    await form.getByLabel('مبلغ', { exact: true }).fill('۸۵۰۰۰')
    await form.getByRole('button', { name: /^کمک/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۸۵٬۰۰۰ تومان')).toBeVisible()
  })

  test('a canceled payment is paid again from its page', async ({ page }) => {
    await page.goto('/charity/create/general')
    await page.getByLabel('مبلغ', { exact: true }).fill('۲۵۰۰۰')
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await page.getByRole('link', { name: 'انصراف' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()
    await page.getByRole('button', { name: 'پرداخت دوباره' }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })

  test('a guest starts a monthly membership and pays two months', async ({ page }) => {
    await page.goto('/subscription/create/general-support')
    await page.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' }).check()
    await page.getByLabel('پرداخت اکنون').selectOption({ label: '۲ ماه' })
    await page.getByLabel('شمارهٔ موبایل').fill('09127771234')
    await page.getByRole('button', { name: /^پرداخت|^شروع/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۲۰۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })

  test('a guest orders a flower crown, is sent back for the name, and pays', async ({ page }) => {
    await page.goto('/crown')
    await page.getByLabel('از طرف').fill('خانوادهٔ نادری')
    await page.getByRole('radio', { name: /تاج گل دوطبقه/ }).check()
    await page.getByLabel('مکان مراسم').selectOption({ label: 'مسجد جامع' })
    const day = page.getByLabel('روز مراسم')
    await day.selectOption(await day.locator('option', { hasText: /^فردا/ }).getAttribute('value'))
    await page.getByLabel('ساعت آغاز').selectOption({ label: '۱۰:۰۰' })
    await page.getByLabel('شمارهٔ موبایل').fill('09127771235')
    await page.getByRole('button', { name: 'پرداخت و ثبت سفارش' }).click()

    // The name was left out: the page comes back with its message, everything else kept.
    await expect(page).toHaveURL('/crown')
    await expect(page.getByText('نام متوفی نباید خالی باشد.')).toBeVisible()
    await expect(page.getByLabel('از طرف')).toHaveValue('خانوادهٔ نادری')
    await expect(page.getByRole('radio', { name: /تاج گل دوطبقه/ })).toBeChecked()
    await expect(page.getByLabel('ساعت آغاز')).toHaveValue('10:00')
    await expect(page.getByLabel('روز مراسم').locator('option:checked')).toHaveText(/^فردا/)

    await page.getByLabel('نام درگذشته').fill('حسن کریمی')
    await page.getByRole('button', { name: /^پرداخت .* و ثبت سفارش$/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۲٬۸۰۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByText(/به یاد شادروان حسن کریمی/)).toBeVisible()
  })
})
