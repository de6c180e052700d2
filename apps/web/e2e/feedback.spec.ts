import { expect, test } from '@playwright/test'
import { freshMobile, searchList, signIn, signInAsAdmin } from './support.ts'

// A 1×1 transparent PNG, for the attachment.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('feedback', () => {
  test('a user sends feedback, staff answer it, the user sees the reply and the badge', async ({
    browser,
  }) => {
    const body = `رسید پرداخت دیر به دستم رسید (${Date.now()}).`

    // A new person writes in.
    const user = await (await browser.newContext()).newPage()
    await user.goto('/contact-us')
    await expect(user).toHaveURL(/\/auth\/signin\?redirect=%2Fcontact-us/)
    await signIn(user, freshMobile(), ['سارا', 'محمدی'])
    await user.goto('/contact-us')
    await user.getByRole('radio', { name: 'انتقاد' }).check()
    await user.getByRole('combobox', { name: 'موضوع' }).click()
    await user.getByRole('option', { name: 'پرداخت و رسیدها' }).click()
    await user.getByRole('textbox', { name: 'متن پیام' }).fill(body)
    await user.getByLabel('پیوست فایل (اختیاری)').setInputFiles({
      name: 'receipt.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(user.getByRole('button', { name: 'receipt.png' })).toBeVisible()
    await user.getByRole('button', { name: 'ارسال پیام' }).click()
    await expect(user.getByText('پیام شما ارسال شد.', { exact: false })).toBeVisible()
    await expect(user).toHaveURL('/contact-us/all')
    const mine = user.getByRole('link', { name: new RegExp(body.slice(0, 20)) })
    await expect(mine).toContainText('ارسال‌شده')
    await expect(user.getByRole('link', { name: 'اعلان‌ها', exact: true })).toBeVisible()

    // Staff read it in the dashboard and answer.
    const staff = await (await browser.newContext()).newPage()
    await signInAsAdmin(staff, '/dashboard/contact')
    // The newest message is on the list's first page already: the click waits for the search's
    // answer, or it may land as that answer replaces the rows under it.
    await searchList(staff, body.slice(-16))
    const row = staff.getByRole('row').filter({ hasText: body })
    await expect(row).toContainText('جدید')
    await row.getByText(body).click()
    const dialog = staff.getByRole('dialog', { name: /انتقاد · پرداخت و رسیدها/ })
    await expect(dialog).toContainText(body)
    await expect(dialog).toContainText('خوانده‌شده')
    await expect(dialog.getByRole('link', { name: 'receipt.png' })).toHaveAttribute(
      'href',
      /signature=/,
    )
    await dialog
      .getByRole('textbox', { name: 'پاسخ شما' })
      .fill('پوزش می‌خواهیم؛ رسیدها از این پس همان لحظه پیامک می‌شوند.')
    await dialog.getByRole('button', { name: 'ارسال پاسخ' }).click()
    await expect(staff.getByText('پاسخ فرستاده شد و فرستنده باخبر شد.')).toBeVisible()
    await expect(dialog).toContainText('پاسخ داده شد')
    await dialog.getByRole('button', { name: 'بستن' }).click()
    await expect(row).toContainText('پاسخ داده شد')

    // The person sees the badge, the notification and the reply.
    await user.reload()
    // Its name starts with what it shows, the count (WCAG 2.5.3).
    const bell = user.getByRole('link', { name: '۱ اعلان خوانده‌نشده', exact: true })
    await expect(bell).toBeVisible()
    await expect(mine).toContainText('پاسخ داده شد')
    await bell.click()
    await expect(user).toHaveURL('/notifications')
    await expect(user.getByText('۱ اعلان خوانده‌نشده دارید.')).toBeVisible()
    const notification = user.getByRole('listitem').filter({ hasText: 'پاسخ پیام شما' })
    await expect(notification).toContainText('رسیدها از این پس همان لحظه پیامک می‌شوند')
    await notification.getByRole('link', { name: 'مشاهده' }).click()
    await expect(user).toHaveURL(/\/contact-us\/\d+$/)
    await expect(user.getByRole('region', { name: 'پاسخ خیر' })).toContainText(
      'رسیدها از این پس همان لحظه پیامک می‌شوند',
    )
    await expect(user.getByRole('link', { name: 'اعلان‌ها', exact: true })).toBeVisible()
  })

  test('guests see the site-wide announcements on the notifications page', async ({ page }) => {
    await page.goto('/notifications')
    await expect(page.getByRole('heading', { name: 'اعلان‌ها' })).toBeVisible()
    await expect(page.getByText('به خیر خوش آمدید')).toBeVisible()
    await expect(page.getByRole('link', { name: 'ورود / ثبت‌نام' }).first()).toBeVisible()
  })
})
