import { appendFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, signInAsAdmin } from './support.ts'

type Sample = { name: string; mimeType: string; buffer: Buffer }

const png = async (name: string, color = '#00a99d'): Promise<Sample> => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 800, height: 450, channels: 3, background: color } })
    .png()
    .toBuffer(),
})
const pdf = (name: string): Sample => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
})
const mp3 = (name: string): Sample => ({
  name,
  mimeType: 'audio/mpeg',
  buffer: Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(8000)]),
})

/** Drops files on an element the way a browser does: dragenter, dragover, drop with the files. */
async function dropFiles(page: Page, target: Locator, files: Sample[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer()
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0))
        transfer.items.add(new File([bytes], f.name, { type: f.mimeType }))
      }
      return transfer
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, data: f.buffer.toString('base64') })),
  )
  for (const type of ['dragenter', 'dragover', 'drop'])
    await target.dispatchEvent(type, { dataTransfer })
}

test.describe('media library', () => {
  test('several files dropped at once upload with a progress bar each and appear in the library', async ({
    page,
  }) => {
    const tag = `drop-${Date.now().toString(36)}`
    // Hold the server's answers, so each file's progress can be seen before it finishes.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/dashboard/media', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback()
      await held
      await route.continue()
    })

    await signInAsAdmin(page, '/dashboard/media')
    await expect(page.getByRole('heading', { name: 'کتابخانهٔ رسانه' })).toBeVisible()
    const files = [
      await png(`${tag}-باغ.png`),
      pdf(`${tag}-گزارش.pdf`),
      mp3(`${tag}-مناجات.mp3`),
      {
        name: `${tag}-fake.png`,
        mimeType: 'image/png',
        buffer: Buffer.from('not an image\n'.repeat(40)),
      },
    ]
    await dropFiles(page, page.getByTestId('media-drop-zone'), files)

    const uploads = page.getByRole('region', { name: 'فایل‌های در حال بارگذاری' })
    for (const file of files) {
      await expect(
        uploads.getByRole('progressbar', { name: `پیشرفت بارگذاری ${file.name}` }),
      ).toBeVisible()
    }
    await expect(uploads.getByText(/در حال بارگذاری… [۰-۹]+٪/).first()).toBeVisible()
    release()

    await expect(uploads.getByText('۳ از ۴ فایل بارگذاری شد.')).toBeVisible()
    await expect(uploads.getByRole('alert')).toHaveText('قالب فایل معتبر نیست.')
    await expect(uploads.locator('[data-status="done"]')).toHaveCount(3)

    await page.getByLabel('جست‌وجو در نام‌ها').fill(tag)
    const items = page.getByTestId('media-item')
    await expect(items).toHaveCount(3)
    await expect(page.getByRole('button', { name: `نمایش ${tag}-باغ` })).toBeVisible()
    await expect(page.getByRole('button', { name: `نمایش ${tag}-fake` })).toHaveCount(0)
  })

  test('filters by type and sorts by date or type, in grid and list views', async ({
    page,
    baseURL,
  }) => {
    const tag = `sort-${Date.now().toString(36)}`
    const admin = await adminApi(baseURL!)
    const xsrf = async () => {
      await admin.context.get('/sanctum/csrf-cookie')
      const cookies = (await admin.context.storageState()).cookies
      return decodeURIComponent(cookies.find((c) => c.name === 'XSRF-TOKEN')!.value)
    }
    // Uploaded oldest first: a picture, then a document, then a sound.
    for (const file of [
      await png(`${tag}-image.png`),
      pdf(`${tag}-doc.pdf`),
      mp3(`${tag}-audio.mp3`),
    ]) {
      const res = await admin.context.post('/api/dashboard/media', {
        multipart: { file },
        headers: { 'x-xsrf-token': await xsrf() },
      })
      expect(res.status()).toBe(201)
    }
    await admin.context.dispose()

    await signInAsAdmin(page, '/dashboard/media')
    await page.getByLabel('جست‌وجو در نام‌ها').fill(tag)
    const items = page.getByTestId('media-item')
    const kinds = () => items.evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))
    await expect(items).toHaveCount(3)
    expect(await kinds()).toEqual(['audio', 'document', 'image'])

    await page.getByRole('tab', { name: 'اسناد' }).click()
    await expect(items).toHaveCount(1)
    await expect(items.first()).toHaveAttribute('data-kind', 'document')
    await page.getByRole('tab', { name: 'تصاویر' }).click()
    await expect(items).toHaveCount(1)
    await expect(items.first()).toHaveAttribute('data-kind', 'image')
    await page.getByRole('tab', { name: 'ویدیوها' }).click()
    await expect(page.getByText('فایلی با این شرایط پیدا نشد.')).toBeVisible()
    await page.getByRole('tab', { name: 'همه' }).click()
    await expect(items).toHaveCount(3)

    const sortBy = async (label: string) => {
      await page.getByRole('combobox', { name: 'مرتب‌سازی' }).click()
      await page.getByRole('option', { name: label }).click()
    }
    await sortBy('قدیمی‌ترین')
    await expect.poll(kinds).toEqual(['image', 'document', 'audio'])
    await sortBy('بر اساس نوع (صعودی)')
    await expect.poll(kinds).toEqual(['audio', 'document', 'image'])
    await sortBy('بر اساس نوع (نزولی)')
    await expect.poll(kinds).toEqual(['image', 'document', 'audio'])

    await page.getByRole('button', { name: 'نمای فهرستی' }).click()
    await expect(page.getByTestId('media-list')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(`${tag}-doc`) })).toContainText('سند')
    await expect.poll(kinds).toEqual(['image', 'document', 'audio'])
  })

  test('a file is renamed, given alt text and downloaded through a signed link in a new tab', async ({
    page,
    baseURL,
  }) => {
    const tag = `edit-${Date.now().toString(36)}`
    await signInAsAdmin(page, '/dashboard/media')
    await page.getByTestId('media-file-input').setInputFiles([await png(`${tag}.png`, '#ffc107')])
    await expect(page.locator('[data-status="done"]')).toHaveCount(1)
    await page.getByLabel('جست‌وجو در نام‌ها').fill(tag)
    await page.getByRole('button', { name: `نمایش ${tag}` }).click()

    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('نام', { exact: true }).fill(`${tag} جشن نیکوکاری`)
    await dialog.getByLabel('متن جایگزین').fill('کودکان در جشن نیکوکاری')
    await dialog.getByRole('button', { name: 'ذخیرهٔ تغییرات' }).click()
    await expect(page.getByText('تغییرات فایل ذخیره شد.')).toBeVisible()
    await expect(dialog.getByRole('img', { name: 'کودکان در جشن نیکوکاری' })).toBeVisible()

    // The link opens in a new tab, which the browser turns into a download.
    const [request] = await Promise.all([
      page.context().waitForEvent('request', (r) => r.url().includes('/api/media-library/file/')),
      page.waitForEvent('popup'),
      dialog.getByRole('button', { name: 'دریافت' }).click(),
    ])
    const link = new URL(request.url())
    expect(link.searchParams.get('signature')).toBeTruthy()
    const file = await page.request.get(link.pathname + link.search)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toContain(
      encodeURIComponent(`${tag} جشن نیکوکاری.png`),
    )
    link.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 60))
    expect((await page.request.get(`${baseURL}${link.pathname}${link.search}`)).status()).toBe(403)
  })
})

test.describe('log viewer', () => {
  // The test server's log file (playwright.config.ts: DATA_DIR), written to as the server would.
  const logFile = path.join(
    tmpdir(),
    `kheyr-e2e-${process.env.E2E_PORT ?? 3210}`,
    'logs',
    'kheyr.log',
  )
  const log = (...entries: Record<string, unknown>[]) => {
    mkdirSync(path.dirname(logFile), { recursive: true })
    appendFileSync(
      logFile,
      entries.map((e) => `${JSON.stringify({ time: Date.now(), ...e })}\n`).join(''),
    )
  }

  test('shows the server log by level, marks the lines new since the last visit and downloads the file', async ({
    page,
  }) => {
    log({ level: 50, msg: 'e2e payment gateway unreachable' })
    await signInAsAdmin(page, '/dashboard/logs')
    await expect(
      page.locator('.cm-log-error', { hasText: 'e2e payment gateway unreachable' }),
    ).toBeVisible()
    await expect(page.locator('.cm-unseen-marker')).toHaveCount(0)
    // The visit is remembered by the newest line's time; the next lines come after it.
    const seenUntil = await page
      .waitForFunction(() => Number(localStorage.getItem('logs-seen-until')))
      .then((handle) => handle.jsonValue())
    const later = Math.max(seenUntil, Date.now()) + 1000

    log(
      {
        time: later,
        level: 30,
        msg: 'request completed',
        reqId: 'req-e2e',
        res: { statusCode: 200 },
        responseTime: 3,
      },
      { time: later, level: 40, msg: 'e2e slow query' },
      { time: later, level: 30, msg: 'e2e export ready', download: '/api/dashboard/logs/download' },
    )
    await page.reload()
    await expect(page.locator('.cm-log-success', { hasText: '[req-e2e]' })).toBeVisible()
    await expect(page.locator('.cm-log-warning', { hasText: 'e2e slow query' })).toBeVisible()
    await expect(page.locator('.cm-unseen-marker:visible')).toHaveCount(3)
    await expect(page.getByText('۳ خط تازه از بازدید قبلی')).toBeVisible()
    await expect(page.locator('.cm-log-link', { hasText: 'دریافت فایل' })).toHaveAttribute(
      'href',
      '/api/dashboard/logs/download',
    )

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'دریافت کل فایل' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^kheyr-\d{4}-\d{2}-\d{2}\.log$/)

    // A long log scrolls from the keyboard: its scroller is a named tab stop (axe:
    // scrollable-region-focusable), opened at the newest lines; Page Up goes back.
    log(...Array.from({ length: 120 }, (_, i) => ({ level: 30, msg: `e2e line ${i}` })))
    await page.reload()
    const scroller = page.getByRole('region', { name: 'گزارش سرور' })
    await expect(page.locator('.cm-line', { hasText: 'e2e line 119' })).toBeVisible()
    await scroller.focus()
    const top = () => scroller.evaluate((el) => el.scrollTop)
    const before = await top()
    expect(before).toBeGreaterThan(0)
    await page.keyboard.press('PageUp')
    await expect.poll(top).toBeLessThan(before)
  })
})
