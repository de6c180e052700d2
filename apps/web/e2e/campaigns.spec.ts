import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { signInAsAdmin } from './support.ts'

const image = async (name: string, background: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 630, channels: 3, background } })
    .png()
    .toBuffer(),
})

const toman = (amount: number) => `${new Intl.NumberFormat('fa-IR').format(amount)} تومان`

test.describe('campaigns', () => {
  test('a guest gives from the home page, gets the receipt, and sees the new total', async ({
    page,
  }) => {
    const slug = 'school-supplies'
    const before = (await (await page.request.get(`/api/campaigns/${slug}`)).json()).data
    const name = `سارا ${Date.now().toString(36)}`

    await page.goto('/')
    const featured = page.locator('section', {
      has: page.getByRole('heading', { name: 'پویش‌های در جریان' }),
    })
    await featured.getByRole('link', { name: /نوشت‌افزار برای ۵۰۰ دانش‌آموز/ }).click()
    await expect(page).toHaveURL(`/campaign/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'نوشت‌افزار برای ۵۰۰ دانش‌آموز',
    )
    await expect(page.getByText(toman(before.collected), { exact: true }).first()).toBeVisible()

    await page.getByRole('radio', { name: toman(85_000) }).check()
    await expect(page.getByText('هشتاد و پنج هزار تومان')).toBeVisible()
    await page.getByLabel('نام نمایشی (اختیاری)').fill(name)
    await page.getByRole('button', { name: `پرداخت ${toman(85_000)}` }).click()

    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page).toHaveURL(/\/verify\?bill=\d+&status=paid/)
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByText('نوشت‌افزار برای ۵۰۰ دانش‌آموز')).toBeVisible()

    // Back through the bank's page to the campaign, as a donor would.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(`/campaign/${slug}`)
    await expect(
      page.getByText(toman(before.collected + 85_000), { exact: true }).first(),
    ).toBeVisible()
    const latest = page.getByRole('list', { name: 'آخرین کمک‌ها' }).getByRole('listitem').first()
    await expect(latest).toContainText(name)
    await expect(latest).toContainText(toman(85_000))
  })

  test('a gift typed as soon as the campaign’s page shows reaches the bank', async ({ page }) => {
    await page.goto('/campaign/school-supplies')
    await page.getByLabel('مبلغ', { exact: true }).fill('30000')
    await expect(page.getByText('سی هزار تومان')).toBeVisible()
    await page.getByLabel('ناشناس بمانم').check()
    await page.getByRole('button', { name: `پرداخت ${toman(30_000)}` }).click()
    await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
    await expect(page.getByText(toman(30_000))).toBeVisible()
    await page.getByRole('link', { name: 'انصراف' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()
  })

  test('a finished campaign shows its figures and takes no gift', async ({ page }) => {
    await page.goto('/campaign?status=finished')
    await page.getByRole('link', { name: /گرمای زمستان/ }).click()
    await expect(page.getByRole('alert')).toContainText('این پویش به پایان رسیده است')
    await expect(page.getByRole('button', { name: /^پرداخت/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'نصب ۱۲۰ بخاری به پایان رسید' })).toBeVisible()
  })

  test('staff create a campaign with a cover and a report on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const tag = Date.now().toString(36)
    const title = `کمک به سیل‌زدگان ${tag}`
    await signInAsAdmin(page, '/dashboard/campaign')

    await page.getByRole('button', { name: 'پویش تازه' }).click()
    const form = page.getByRole('dialog', { name: 'پویش تازه' })
    await form.getByRole('textbox', { name: 'عنوان', exact: true }).fill(title)
    await expect(form.getByLabel('نامک (نشانی صفحه)')).toHaveValue(`کمک-به-سیل-زدگان-${tag}`)
    await form.getByLabel('خلاصه').fill('چادر، پتو و غذای گرم برای خانواده‌های آسیب‌دیده.')
    await form.getByRole('button', { name: 'انتخاب از کتابخانه' }).click()
    const picker = page.getByRole('dialog', { name: 'انتخاب تصویر جلد' })
    await picker
      .locator('input[type="file"]')
      .setInputFiles(await image(`cover-${tag}.png`, '#0284c7'))
    await expect(picker.getByRole('button', { name: 'انتخاب', exact: true })).toBeEnabled()
    await picker.getByRole('button', { name: 'انتخاب', exact: true }).click()
    await expect(form.getByText('از کتابخانهٔ رسانه')).toBeVisible()
    await form.getByLabel('مبلغ هدف').fill('۵۰۰٬۰۰۰٬۰۰۰')
    await form.getByLabel('مبلغ پیشنهادی').fill('۱۰۰۰۰۰')
    await form.getByRole('button', { name: 'افزودن' }).click()
    await expect(form.getByRole('button', { name: `حذف ${toman(100_000)}` })).toBeVisible()
    await form.getByRole('textbox', { name: 'شرح پویش' }).fill('نیاز فوری به چادر و پتو داریم.')
    await form.getByLabel('منتشرشده').check()
    await form.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText('پویش ذخیره شد.')).toBeVisible()

    // On a phone the list is cards; a card's title opens its campaign's donations and reports.
    await page
      .getByRole('list', { name: 'پویش‌ها' })
      .getByRole('button', { name: title, exact: true })
      .click()
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await page.getByRole('tab', { name: 'گزارش‌ها' }).click()
    await page.getByRole('button', { name: 'گزارش تازه' }).click()
    const report = page.getByRole('dialog', { name: 'گزارش تازه' })
    await report.getByRole('textbox', { name: 'عنوان', exact: true }).fill('توزیع ۳۰۰ پتو')
    await report.getByLabel('مبلغ هزینه‌شده (اختیاری)').fill('۱۲۰٬۰۰۰٬۰۰۰')
    await report.getByRole('textbox', { name: 'متن گزارش' }).fill('پتوها در سه روستا توزیع شد.')
    await report.getByRole('button', { name: 'افزودن از کتابخانهٔ رسانه' }).click()
    const media = page.getByRole('dialog', { name: 'انتخاب رسانه برای گزارش' })
    await media
      .locator('input[type="file"]')
      .setInputFiles(await image(`report-${tag}.png`, '#16a34a'))
    await expect(media.getByRole('button', { name: 'انتخاب', exact: true })).toBeEnabled()
    await media.getByRole('button', { name: 'انتخاب', exact: true }).click()
    await expect(report.getByText(new RegExp(`report-${tag}`))).toBeVisible()
    await report.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText('گزارش ذخیره شد.')).toBeVisible()
    await expect(
      page
        .getByRole('list', { name: 'گزارش‌های این پویش' })
        .getByRole('listitem')
        .filter({ hasText: 'توزیع ۳۰۰ پتو' }),
    ).toBeVisible()

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'دیدن صفحه' }).click(),
    ])
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(popup.getByRole('heading', { name: 'توزیع ۳۰۰ پتو' })).toBeVisible()
    await expect(popup.getByText('هزینه: ۱۲۰٬۰۰۰٬۰۰۰ تومان')).toBeVisible()
    // The cover and the report's photo, both from the media library.
    await expect(popup.locator('img[src^="/storage/"]')).toHaveCount(2)
    await expect(popup.getByRole('radio', { name: toman(100_000) })).toBeVisible()
  })
})
