import { expect, request, test } from '@playwright/test'
import { freshMobile, signIn, signInAsAdmin } from './support.ts'

test.describe('giving and paying', () => {
  test('a guest gives sadaqa through the sandbox and sees the receipt', async ({ page }) => {
    await page.goto('/')
    const quick = page.locator('section', {
      has: page.getByRole('heading', { name: 'پرداخت سریع' }),
    })
    await quick.getByRole('link', { name: /^صدقه/ }).click()
    await expect(page).toHaveURL('/charity/create/sadaqa')
    await expect(page.getByRole('heading', { name: 'صدقه' })).toBeVisible()
    await page.getByRole('radio', { name: '۵۰٬۰۰۰ تومان' }).check()
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

  test('an unpaid bill is paid from my bills, and the receipt shows the rial and the ways on', async ({
    page,
  }) => {
    await signIn(page, freshMobile())
    await page.goto('/charity/create/general')
    await page.getByLabel('مبلغ', { exact: true }).fill('35000')
    await page.getByRole('button', { name: 'پرداخت ۳۵٬۰۰۰ تومان' }).click()
    await page.getByRole('link', { name: 'انصراف' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()

    await page.goto('/profile/bills')
    await page.getByRole('button', { name: 'پرداخت', exact: true }).first().click()
    await page.getByRole('button', { name: 'پرداخت ۳۵٬۰۰۰ تومان' }).click()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByText('۳۵٬۰۰۰ تومان (۳۵۰٬۰۰۰ ریال)')).toBeVisible()
    await expect(page.getByRole('link', { name: 'کمک دوباره' })).toBeVisible()
    await page.getByRole('link', { name: 'صورت‌حساب‌های من' }).click()
    await expect(page).toHaveURL('/profile/bills')
    await expect(page.getByText('پرداخت‌شده').first()).toBeVisible()
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

test.describe('payments staff must look at', () => {
  test('staff find a flagged payment and mark it resolved with a note', async ({
    page,
    baseURL,
  }) => {
    // Two guest bills paid at the sandbox; the second callback reuses the first's bank
    // reference, as a forged one would: it is failed and flagged, never credited.
    const guest = await request.newContext({ baseURL })
    const xsrf = async () => {
      await guest.get('/sanctum/csrf-cookie')
      const state = await guest.storageState()
      return decodeURIComponent(state.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value)
    }
    const start = async () => {
      const made = await guest.post('/api/charities', {
        data: { type: 'sadaqa', amount: 30000 },
        headers: { 'x-xsrf-token': await xsrf() },
      })
      const { bill } = (await made.json()).data
      const paid = await guest.post(`/api/bills/${bill.id}/pay`, {
        data: { gateway: 'sandbox', token: bill.token },
        headers: { 'x-xsrf-token': await xsrf() },
      })
      const { transaction_id, redirect } = (await paid.json()).data
      return { id: transaction_id as number, authority: (redirect.url as string).split('/').pop()! }
    }
    const first = await start()
    const second = await start()
    const reference = `SB${Date.now()}`
    for (const attempt of [first, second])
      await guest.get(
        `/api/payments/callback/sandbox?Authority=${attempt.authority}&Status=OK&RefId=${reference}`,
        { maxRedirects: 0 },
      )

    await signInAsAdmin(page, '/dashboard/transactions/all')
    await page.getByLabel('وضعیت').first().click()
    await page.getByRole('option', { name: 'نیاز به بررسی' }).click()
    const row = page.getByRole('row', { name: new RegExp(`^${localId(second.id)}`) })
    await expect(row.getByText('نیاز به بررسی')).toBeVisible()
    await row.getByRole('button', { name: `ثبت بررسی تراکنش ${second.id}` }).click()
    const dialog = page.getByRole('dialog', { name: `بررسی تراکنش ${second.id}` })
    await expect(dialog.getByText('شمارهٔ پیگیری‌ای را تأیید کرد')).toBeVisible()
    await dialog.getByLabel('چه کردید؟').fill('در پنل بانک دیدیم؛ پولی کم نشده بود.')
    await dialog.getByRole('button', { name: 'بررسی شد' }).click()
    await expect(page.getByText('بررسی این تراکنش ثبت شد.')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(`^${localId(second.id)}`) })).toHaveCount(
      0,
    )
    await guest.dispose()
  })
})

/** An id as the dashboard writes it, in Persian digits. */
const localId = (id: number) => String(id).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
