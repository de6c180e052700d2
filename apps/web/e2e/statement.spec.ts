import { expect, test, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { adminApi, freshMobile, signIn } from './support.ts'

const toman = (amount: number) => `${new Intl.NumberFormat('fa-IR').format(amount)} تومان`
const digits = (amount: number) => new Intl.NumberFormat('fa-IR').format(amount)
const thisYear = Number(
  new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
    timeZone: 'Asia/Tehran',
    year: 'numeric',
  })
    .formatToParts(new Date())
    .find((p) => p.type === 'year')!.value,
)

/** Gives to a charity type through the site and pays at the sandbox bank. */
async function give(page: Page, slug: string, amount: number) {
  await page.goto(`/charity/create/${slug}`)
  await page.getByLabel('مبلغ', { exact: true }).fill(String(amount))
  await page.getByRole('button', { name: `پرداخت ${toman(amount)}` }).click()
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
  await page.getByRole('link', { name: 'پرداخت' }).click()
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
}

/**
 * A PDF's text: pdf.js gives each run as an item, read back in reading order, and the items of
 * a right-to-left line left to right; shaped forms folded to plain letters.
 */
async function pdfText(pdf: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false }).promise
  let text = ''
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    text += content.items
      .map((item) => ('str' in item ? item.str : ''))
      .reverse()
      .join(' ')
  }
  return text.normalize('NFKC')
}

test.describe('a donor’s yearly statement', () => {
  test('lists the year’s payments on a phone, downloads the PDF and prints', async ({
    page,
    baseURL,
  }, info) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const mobile = freshMobile()
    await signIn(page, mobile, ['زهرا', 'کریمی'])
    await give(page, 'sadaqa', 35_000)
    await give(page, 'general', 1_250_000)

    // Each payment was texted to the donor with its receipt's link.
    const admin = await adminApi(baseURL!)
    const texts = await admin.get(`/api/dashboard/sms?filter[to]=${mobile}`)
    expect(texts.data).toHaveLength(2)
    expect(texts.data.map((m: { text: string }) => m.text).join('\n')).toContain(
      `پرداخت ${toman(1_250_000)} شما ثبت شد.`,
    )

    // From the account page to the statement.
    await page.goto('/profile')
    await page.getByRole('link', { name: 'گزارش سالانهٔ کمک‌ها' }).click()
    await expect(page).toHaveURL('/profile/statement')
    await expect(page.getByRole('heading', { level: 1, name: 'گزارش سالانهٔ کمک‌ها' })).toBeVisible()
    const sheet = page.getByRole('article')
    await expect(sheet).toContainText(`سال ${digits(thisYear).replace('٬', '')}`)
    await expect(sheet).toContainText('نیکوکار: زهرا کریمی')
    const rows = sheet.getByRole('listitem')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText(toman(35_000))
    await expect(rows.nth(1)).toContainText(toman(1_250_000))
    await expect(sheet).toContainText(`جمع کل: ${toman(1_285_000)}`)
    // Nothing spills sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: info.outputPath('statement-390.png'), fullPage: true })

    // The PDF: the same payments, their amounts in Persian digits, and the total.
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'دریافت PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`statement-${thisYear}.pdf`)
    const file = info.outputPath('statement.pdf')
    await download.saveAs(file)
    const bytes = readFileSync(file)
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
    const text = await pdfText(bytes)
    expect(text).toContain(digits(35_000))
    expect(text).toContain(digits(1_250_000))
    expect(text).toContain(digits(1_285_000))
    expect(text.replace(/\s/g, '')).toContain('جمعکل:۱٬۲۸۵٬۰۰۰تومان')
    expect(text).toContain('زهرا کریمی')

    // Printed (on A4's width): the statement alone, as a table.
    await page.setViewportSize({ width: 794, height: 1123 })
    await page.emulateMedia({ media: 'print' })
    await expect(sheet.getByRole('table')).toBeVisible()
    await expect(page.getByRole('button', { name: 'چاپ' })).toBeHidden()
    await page.screenshot({ path: info.outputPath('statement-print.png'), fullPage: true })
    await page.emulateMedia({ media: 'screen' })

    // Wider screens get the table too; an empty year says so and offers a way to give.
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect(sheet.getByRole('table')).toBeVisible()
    await page.screenshot({ path: info.outputPath('statement-1280.png'), fullPage: true })
    await page.goto(`/profile/statement?year=${thisYear - 1}`)
    await expect(page.getByRole('combobox', { name: 'سال' })).toContainText(
      digits(thisYear - 1).replace('٬', ''),
    )
    await expect(page.getByText('در این سال پرداختی از شما ثبت نشده است.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'همین حالا کمک کنید' })).toBeVisible()
  })
})
