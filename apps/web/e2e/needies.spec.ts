import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { signInAsAdmin } from './support.ts'

const persian = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
const SHOTS = process.env.E2E_SHOTS

/** The day a date field shows, without the marks that keep its sections in order. */
const shownDay = (field: Locator) =>
  field
    .locator('.MuiPickersSectionList-root')
    .textContent()
    .then((text) => text?.replace(/[\u200e\u2068\u2069]/g, ''))

/** A national code no one in this run holds, with its check digit. */
function freshNationalCode() {
  const nine = String(Date.now() % 1_000_000_000).padStart(9, '7')
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(nine[i]) * (10 - i)
  const r = sum % 11
  return `${nine}${r < 2 ? r : 11 - r}`
}

/**
 * Picks an option of a select from the keyboard: on a phone, a tap that opens the menu can land
 * on an option under the finger.
 */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).focus()
  await page.keyboard.press('ArrowDown')
  await page.getByRole('option', { name: option }).click()
}

test.describe('the needy registry', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('staff register a family on a phone, record a visit and a help, and find it again by national code', async ({
    page,
  }) => {
    const code = freshNationalCode()
    const family = `آزمون‌${Date.now().toString(36)}`
    await signInAsAdmin(page, '/dashboard/needies')

    // On a phone the first record comes right after the search and one row of buttons: the map
    // and the exports wait behind «بیشتر».
    const firstCard = page
      .getByRole('list', { name: 'فهرست مددجویان' })
      .getByRole('listitem')
      .first()
    await expect(firstCard).toBeVisible()
    expect((await firstCard.boundingBox())!.y).toBeLessThan(300)
    // Archived files are out of the way by default, which is no filter the user chose.
    await expect(page.getByRole('button', { name: 'فیلتر', exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'بیشتر' }).click()
    const more = page.getByRole('menu')
    await expect(more.getByRole('menuitemcheckbox', { name: 'نقشهٔ خانواده‌ها' })).toBeVisible()
    await expect(more.getByRole('menuitem', { name: 'خروجی اکسل' })).toBeVisible()
    await page.keyboard.press('Escape')

    // Register the head of the household, with the home chosen on the map.
    await page.getByRole('link', { name: 'ثبت مددجو' }).click()
    await expect(page).toHaveURL(/\/dashboard\/needies\/create$/)
    // Saved at once: the gender, marked required, asks to be chosen; a negative count is named.
    await page.getByRole('textbox', { name: 'تعداد افراد تحت تکفل' }).fill('-۱')
    await page.getByRole('button', { name: 'ذخیرهٔ پرونده' }).click()
    await expect(page.getByText('جنسیت را انتخاب کنید.')).toBeVisible()
    await expect(
      page.getByText('تعداد نمی‌تواند منفی باشد؛ اگر کسی نیست، ۰ بنویسید.'),
    ).toBeVisible()
    await page.getByRole('textbox', { name: 'نام', exact: true }).fill('سکینه')
    await page.getByRole('textbox', { name: 'نام خانوادگی' }).fill(family)
    await page.getByRole('textbox', { name: 'کد ملی' }).fill(persian(code))
    // The birthday typed on a Persian keyboard, shown in Persian digits.
    const birthday = page.getByRole('group', { name: 'تاریخ تولد' })
    await birthday.getByRole('spinbutton', { name: 'سال' }).click()
    await page.keyboard.type('۱۳۶۱۰۱۲۳')
    await expect.poll(() => shownDay(birthday)).toBe('۱۳۶۱/۰۱/۲۳')
    await choose(page, page, 'جنسیت', 'زن')
    await choose(page, page, 'وضعیت تأهل', 'همسر فوت‌شده')
    await page.getByRole('textbox', { name: 'موبایل', exact: true }).fill('۰۹۱۲۳۴۵۶۷۸۹')
    await page
      .getByRole('textbox', { name: 'نشانی' })
      .fill('تهران، خیابان آزمایش، کوچهٔ یاس، پلاک ۷')
    const map = page.getByRole('group', { name: 'موقعیت خانه روی نقشه' })
    await map.scrollIntoViewIfNeeded()
    // Leaflet's own buttons speak Persian too.
    await expect(map.getByRole('button', { name: 'بزرگ‌نمایی' })).toBeVisible()
    await expect(map.getByRole('button', { name: 'کوچک‌نمایی' })).toBeVisible()
    await map.click({ position: { x: 120, y: 150 } })
    await expect(page.getByText(/موقعیت انتخاب‌شده: عرض/)).toBeVisible()
    await page.getByRole('textbox', { name: 'درآمد ماهانه (تومان)' }).fill('۴٬۵۰۰٬۰۰۰')
    await expect(page.getByText('چهار میلیون و پانصد هزار تومان')).toBeVisible()
    await page.getByRole('textbox', { name: 'تعداد افراد تحت تکفل' }).fill('۲')
    await page.getByRole('textbox', { name: 'تعداد فرزندان یتیم' }).fill('۲')
    await page.getByRole('button', { name: 'ذخیرهٔ پرونده' }).click()

    await expect(page).toHaveURL(/\/dashboard\/needies\/\d+$/)
    await expect(page.getByRole('heading', { name: `سکینه ${family}` })).toBeVisible()
    await expect(page.getByText('در انتظار بازدید').first()).toBeVisible()
    await expect(page.getByText('۲۳ فروردین ۱۳۶۱')).toBeVisible()
    // The amount says its unit; the label does not say it again.
    await expect(page.getByText('درآمد ماهانه', { exact: true })).toBeVisible()
    await expect(page.getByText('۴٬۵۰۰٬۰۰۰ تومان', { exact: true })).toBeVisible()

    // A dependent.
    await page.getByRole('button', { name: 'افزودن فرد تحت تکفل' }).click()
    const dependent = page.getByRole('dialog', { name: 'افزودن فرد تحت تکفل' })
    await dependent.getByRole('textbox', { name: 'نام', exact: true }).fill('زینب')
    await dependent.getByRole('button', { name: 'ذخیره' }).click()
    await expect(dependent).toBeHidden()
    const dependents = page.getByRole('region', { name: 'افراد تحت تکفل' })
    await expect(dependents.getByText(`زینب ${family}`)).toBeVisible()
    await expect(dependents.getByText('۲ نفر اعلام‌شده، ۱ نفر ثبت‌شده')).toBeVisible()

    // A visit decides the final status.
    await page.getByRole('button', { name: 'ثبت بازدید' }).first().click()
    const visit = page.getByRole('dialog', { name: 'ثبت بازدید' })
    // The day typed in Latin digits and stepped with the arrows, shown in Persian digits; the
    // calendar writes them too.
    const visitedAt = visit.getByRole('group', { name: 'تاریخ بازدید' })
    await visitedAt.getByRole('spinbutton', { name: 'سال' }).click()
    await page.keyboard.type('14040511')
    await expect.poll(() => shownDay(visitedAt)).toBe('۱۴۰۴/۰۵/۱۱')
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => shownDay(visitedAt)).toBe('۱۴۰۴/۰۵/۱۲')
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/visit-date-390.png` })
    await visit.getByRole('button', { name: /تاریخ را انتخاب کنید/ }).click()
    const calendar = page.getByRole('dialog').filter({ hasText: 'مرداد ۱۴۰۴' })
    await expect(calendar.getByText('مرداد ۱۴۰۴')).toBeVisible()
    await expect(calendar.getByRole('gridcell', { name: '۱۲' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/visit-calendar-390.png`, animations: 'disabled' })
    await calendar.getByRole('button', { name: /رفتن به نمای سال/ }).click()
    await expect(calendar.getByRole('radio', { name: '۱۴۰۴' })).toBeChecked()
    if (SHOTS)
      await page.screenshot({ path: `${SHOTS}/visit-years-390.png`, animations: 'disabled' })
    await calendar.getByRole('radio', { name: '۱۴۰۴' }).click()
    await calendar.getByRole('gridcell', { name: '۱۲' }).click()
    await expect(calendar).toBeHidden()
    await visit
      .getByRole('textbox', { name: 'گزارش بازدید' })
      .fill('مادر سرپرست دو فرزند یتیم است؛ خانه اجاره‌ای و کوچک است.')
    await choose(page, visit, 'وضعیت نهایی پس از این بازدید', 'تأییدشده')
    await visit.getByRole('button', { name: 'ذخیره' }).click()
    await expect(visit).toBeHidden()
    const visits = page.getByRole('region', { name: 'بازدیدها' })
    await expect(visits.getByText('وضعیت: در انتظار بازدید ← تأییدشده')).toBeVisible()
    await expect(visits.getByText('۱۲ مرداد ۱۴۰۴')).toBeVisible()
    await expect(page.getByText('تأییدشده').first()).toBeVisible()

    // No help yet: said once, not again under the yearly sums.
    await expect(
      page.getByRole('region', { name: 'کمک‌ها' }).getByText('هنوز کمکی ثبت نشده است.'),
    ).toHaveCount(1)

    // A help with a photo of the receipt.
    await page.getByRole('button', { name: 'ثبت کمک' }).click()
    const help = page.getByRole('dialog', { name: 'ثبت کمک' })
    await help.getByRole('textbox', { name: 'مبلغ یا ارزش (تومان)' }).fill('۲٬۰۰۰٬۰۰۰')
    await help.getByRole('textbox', { name: 'توضیح' }).fill('سبد غذایی ماه رمضان')
    const photo = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#7a9a3a' },
    })
      .png()
      .toBuffer()
    await help
      .getByTestId('media-file-input')
      .setInputFiles({ name: 'رسید.png', mimeType: 'image/png', buffer: photo })
    await expect(help.getByRole('img', { name: 'رسید.png' })).toBeVisible()
    await help.getByRole('button', { name: 'ذخیره' }).click()
    await expect(help).toBeHidden()
    const helps = page.getByRole('region', { name: 'کمک‌ها' })
    await expect(helps.getByText('۲٬۰۰۰٬۰۰۰ تومان').first()).toBeVisible()
    await expect(helps.getByRole('img', { name: 'رسید.png' })).toBeVisible()
    await expect(helps.getByText(/۲٬۰۰۰٬۰۰۰ تومان در ۱ نوبت/)).toBeVisible()

    // Found again from the list by the national code typed in Persian digits.
    await page.getByRole('link', { name: 'بازگشت به فهرست' }).click()
    await page.getByRole('searchbox', { name: 'جست‌وجو' }).fill(persian(code))
    const row = page.getByRole('link', { name: `سکینه ${family}` })
    await expect(row).toBeVisible()
    // On a phone the list is cards, one for each person found.
    await expect(
      page.getByRole('list', { name: 'فهرست مددجویان' }).getByRole('listitem'),
    ).toHaveCount(1)
    await row.click()
    await expect(page.getByRole('heading', { name: `سکینه ${family}` })).toBeVisible()
  })
})
