import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, searchList, signInAsAdmin } from './support.ts'

const slideImage = async (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({
    create: { width: 1600, height: 600, channels: 3, background: '#f59e0b' },
  })
    .png()
    .toBuffer(),
})

test.describe('content', () => {
  test('the map attribution shows links and text, never a form planted in it', async ({
    page,
    baseURL,
  }) => {
    const admin = await adminApi(baseURL!)
    const saved = await admin.put('/api/dashboard/settings/map', {
      tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution:
        '© <a href="https://osm.org">OSM</a> <input type="password" placeholder="رمز"><a href="/\\evil.example">بد</a><img src=x onerror="document.title=1">',
    })
    expect(saved.ok()).toBe(true)
    try {
      await signInAsAdmin(page, '/dashboard/settings?section=map')
      const credits = page.locator('.leaflet-control-attribution').first()
      await expect(credits.getByRole('link', { name: 'OSM' })).toHaveAttribute(
        'href',
        'https://osm.org',
      )
      await expect(credits).toContainText('بد')
      await expect(credits.locator('input, img')).toHaveCount(0)
      await expect(credits.locator('a[href*="evil"]')).toHaveCount(0)
      await expect(page.locator('input[type="password"]')).toHaveCount(0)
    } finally {
      await admin.put('/api/dashboard/settings/map', {
        tile_url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap',
      })
    }
  })

  test('an admin creates a slide with an image and sees it on the home page', async ({ page }) => {
    const title = `پویش زمستان ${Date.now().toString(36)}`
    await signInAsAdmin(page, '/dashboard/sliders')
    await page.getByRole('button', { name: 'اسلاید تازه' }).click()
    const form = page.getByRole('dialog', { name: 'اسلاید تازه' })
    await form.getByLabel('عنوان').fill(title)

    // The image comes from the media library: uploaded in the picker, then chosen.
    await form.getByRole('button', { name: 'انتخاب از کتابخانه' }).click()
    const picker = page.getByRole('dialog', { name: 'انتخاب تصویر' })
    await picker.locator('input[type="file"]').setInputFiles(await slideImage(`${title}.png`))
    await expect(picker.getByRole('button', { name: 'انتخاب', exact: true })).toBeEnabled()
    await picker.getByRole('button', { name: 'انتخاب', exact: true }).click()
    await expect(form.getByText('از کتابخانهٔ رسانه')).toBeVisible()
    await form.getByLabel('پیوند').fill('/campaign')
    await form.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText('اسلاید ذخیره شد.')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(title) })).toBeVisible()

    await page.goto('/')
    const slider = page.getByRole('region', { name: 'اسلایدهای صفحهٔ اصلی' })
    const image = slider.getByRole('img', { name: title })
    await expect(image).toHaveCount(1)
    await expect(image).toHaveAttribute('src', /^\/storage\//)
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
  })

  test('an admin edits a static page and sees the change in its history, before and after', async ({
    page,
  }) => {
    const addition = `بند تازه ${Date.now().toString(36)}`
    await signInAsAdmin(page, '/dashboard/settings?section=static-pages')
    await page.getByRole('button', { name: 'ویرایش حریم خصوصی' }).click()
    await expect(page).toHaveURL(/\/dashboard\/settings\/static-pages\/\d+$/)

    // Write in the rich-text editor, then check the HTML source view shows it.
    const body = page.getByRole('textbox', { name: 'متن صفحه' })
    await body.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.press('Enter')
    await page.keyboard.type(addition)
    await page.getByRole('button', { name: 'کد HTML' }).click()
    await expect(page.getByLabel('کد HTML متن صفحه')).toContainText(addition)
    await page.getByRole('button', { name: 'ذخیرهٔ صفحه' }).click()
    await expect(page.getByText('صفحه ذخیره شد.')).toBeVisible()

    await page.getByRole('button', { name: 'تاریخچه' }).click()
    const history = page.getByRole('dialog', { name: 'تاریخچهٔ تغییرات' })
    await expect(history.getByRole('button', { name: /ویرایش/ }).first()).toBeVisible()
    const before = history.getByRole('textbox', { name: /^پیش از تغییر/ })
    const after = history.getByRole('textbox', { name: /^پس از تغییر/ })
    await expect(after).toContainText(addition)
    await expect(before).not.toContainText(addition)

    // Visitors see the saved text.
    await page.goto('/static_page/privacy')
    await expect(page.getByRole('heading', { name: 'حریم خصوصی', level: 1 })).toBeVisible()
    await expect(page.getByText(addition)).toBeVisible()
  })

  test('a grid narrows to the rows an operator filter keeps', async ({ page, baseURL }) => {
    // Three pages, so "id greater than" the smallest id leaves fewer rows.
    const admin = await adminApi(baseURL!)
    const tag = Date.now().toString(36)
    for (const n of [1, 2, 3]) {
      await admin.post('/api/dashboard/static-pages', {
        slug: `filter-${tag}-${n}`,
        title: `صفحهٔ فیلتر ${n} ${tag}`,
        html: '<p>متن</p>',
      })
    }
    const list = await admin.get(`/api/dashboard/static-pages?search=${tag}&sort=id`)
    await admin.context.dispose()
    const firstId: number = list.data[0].id

    await signInAsAdmin(page, '/dashboard/settings?section=static-pages')
    await searchList(page, tag)
    await expect(page.getByRole('row', { name: new RegExp(`صفحهٔ فیلتر`) })).toHaveCount(3)

    await page.getByRole('button', { name: 'فیلتر', exact: true }).click()
    const filter = page.getByRole('form', { name: 'فیلتر فهرست' })
    await filter.getByLabel('ستون').click()
    await page.getByRole('option', { name: 'شناسه' }).click()
    await filter.getByLabel('شرط').click()
    await page.getByRole('option', { name: 'بزرگ‌تر', exact: true }).click()
    await filter.getByLabel('مقدار').fill(String(firstId))
    await filter.getByRole('button', { name: 'افزودن' }).click()

    await expect(page.getByRole('row', { name: new RegExp(`صفحهٔ فیلتر`) })).toHaveCount(2)
    await expect(page.getByRole('row', { name: new RegExp(`صفحهٔ فیلتر 1 ${tag}`) })).toHaveCount(0)
  })
})
