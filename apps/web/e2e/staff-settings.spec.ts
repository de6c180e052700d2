import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { adminApi, freshMobile, signIn, signInAsAdmin } from './support.ts'

const ENAMAD_PAGE = 'https://trustseal.enamad.ir/?id=424242&Code=e2e'
const ENAMAD_CODE =
  `<a referrerpolicy="origin" target="_blank" href="${ENAMAD_PAGE}">` +
  '<img referrerpolicy="origin" src="https://trustseal.enamad.ir/logo.aspx?id=424242&Code=e2e" ' +
  'alt="" style="cursor:pointer" onclick="steal()"></a><script>alert(1)</script>'

/** The badge issuer's image, served here: the tests do not reach the internet. */
async function serveBadgeImage(page: Page) {
  const png = await sharp({
    create: { width: 120, height: 130, channels: 3, background: '#1565c0' },
  })
    .png()
    .toBuffer()
  await page.route('https://trustseal.enamad.ir/**', (route) =>
    route.fulfill({ body: png, contentType: 'image/png' }),
  )
}

/** A staff member holding the seeded "admin" role: every permission, but not the super-admin. */
async function signInAsPlainAdmin(page: Page, baseURL: string) {
  const root = await adminApi(baseURL)
  const mobile = freshMobile()
  const made = await (
    await root.post('/api/dashboard/users', { first_name: 'پرستو', last_name: 'نیک‌نام', mobile })
  ).json()
  const roles = await root.get('/api/dashboard/roles?filter[name]=admin')
  await root.put(`/api/dashboard/users/${made.data.id}/roles`, { roles: [roles.data[0].id] })
  await signIn(page, mobile)
}

test.describe('settings staff can use', () => {
  test('an icon picked from pictures shows on the home page card, with «from … toman»', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/dashboard/settings?section=charities')
    await page.getByRole('button', { name: 'ویرایش نذر' }).click()
    const dialog = page.getByRole('dialog', { name: 'ویرایش نوع کمک' })
    // No icon names to type: pictures with Persian names, one of them chosen.
    await expect(dialog.getByRole('textbox', { name: 'نماد' })).toHaveCount(0)
    await expect(dialog.getByRole('radio', { name: 'قلب' })).toBeChecked()
    await dialog.locator('label', { hasText: 'مسجد' }).click()
    await expect(dialog.getByRole('radio', { name: 'مسجد' })).toBeChecked()
    await expect(dialog.getByText('نماد: مسجد')).toBeVisible()
    await dialog.getByRole('button', { name: 'ذخیره' }).click()
    await expect(dialog).toBeHidden()

    await page.goto('/')
    const quick = page.locator('section', {
      has: page.getByRole('heading', { name: 'پرداخت سریع' }),
    })
    const card = quick.getByRole('link', { name: /^نذر از ۵٬۰۰۰ تومان$/ })
    await expect(card.locator('img')).toHaveAttribute('src', '/charity-icons/mosque.svg')
    // Each kind its own icon.
    await expect(quick.getByRole('link', { name: /^زکات از/ }).locator('img')).toHaveAttribute(
      'src',
      '/charity-icons/payments.svg',
    )
  })

  test('a new kind of giving gets its address from its title, and it can be changed', async ({
    page,
  }) => {
    await signInAsAdmin(page, '/dashboard/settings?section=charities')
    await page.getByRole('button', { name: 'نوع کمک تازه' }).click()
    const dialog = page.getByRole('dialog', { name: 'نوع کمک تازه' })
    await dialog.getByRole('textbox', { name: 'عنوان' }).fill('نذر آب')
    const address = dialog.getByRole('textbox', { name: 'نشانی صفحه' })
    await expect(address).toHaveValue('nzr-ab')
    await expect(dialog.getByText('/charity/create/nzr-ab')).toBeVisible()
    await address.fill('nazr-ab')
    await dialog.getByRole('textbox', { name: 'عنوان' }).fill('نذر آب آشامیدنی')
    await expect(address).toHaveValue('nazr-ab')
  })

  test('the licence and a trust badge show in the footer and beside the pay button', async ({
    page,
    baseURL,
  }) => {
    await serveBadgeImage(page)
    await signInAsAdmin(page, '/dashboard/settings?section=trust')
    await page.getByRole('textbox', { name: 'شمارهٔ ثبت مؤسسه' }).fill('۴۵۶۷۸')
    await page.getByRole('textbox', { name: 'شمارهٔ مجوز فعالیت' }).fill('۹۸/۱۲۳')
    await page.getByRole('combobox', { name: 'صادرکنندهٔ مجوز' }).click()
    await page.getByRole('option', { name: 'سازمان بهزیستی کشور' }).click()
    await page.getByRole('button', { name: 'افزودن نماد' }).click()
    await page.getByRole('combobox', { name: 'نام نماد' }).fill('اینماد')
    await page.getByRole('textbox', { name: 'کد نماد' }).fill(ENAMAD_CODE)
    await page.getByRole('button', { name: 'ذخیره' }).click()
    await expect(page.getByText('تنظیمات ذخیره شد.')).toBeVisible()
    // What was kept of the code: a link around an image, the script and handler gone.
    const kept = await page.getByRole('textbox', { name: 'کد نماد' }).inputValue()
    expect(kept).toContain('trustseal.enamad.ir/logo.aspx')
    expect(kept).not.toMatch(/script|onclick|style/)

    const facts = 'شمارهٔ ثبت ۴۵۶۷۸ · شمارهٔ مجوز ۹۸/۱۲۳ از سازمان بهزیستی کشور'
    for (const [path, where] of [
      ['/', page.getByRole('contentinfo')],
      ['/charity/create/sadaqa', page.getByRole('main')],
    ] as const) {
      await page.goto(path)
      const trust = where.getByRole('region', { name: 'مجوزها و نمادهای اعتماد' })
      await expect(trust.getByText(facts), path).toBeVisible()
      const badge = trust.getByRole('link', { name: 'اینماد' })
      await expect(badge, path).toHaveAttribute('href', ENAMAD_PAGE)
      await expect(badge, path).toHaveAttribute('referrerpolicy', 'origin')
      // The badge loads lazily, as a visitor scrolls to it.
      await badge.scrollIntoViewIfNeeded()
      await expect(badge.getByRole('img', { name: 'اینماد' }), path).toBeVisible()
    }

    // Later tests start without them.
    const root = await adminApi(baseURL!)
    await root.put('/api/dashboard/settings/trust', { badges: [] })
  })

  test('raw JSON and the map tile template are for the super-admin only', async ({
    page,
    baseURL,
  }) => {
    await signInAsPlainAdmin(page, baseURL!)
    await page.goto('/dashboard/settings?section=map')
    await expect(page.getByRole('combobox', { name: 'بزرگ‌نمایی پیش‌فرض' })).toBeVisible()
    await expect(page.getByText('نقشه از: اوپن‌استریت‌مپ')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'نشانی کاشی‌های نقشه' })).toHaveCount(0)
    await expect(page.getByText('تنظیمات پیشرفته')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /JSON/ })).toHaveCount(0)
    await page.goto('/dashboard/settings?section=social')
    await expect(page.getByRole('textbox', { name: 'تلگرام' })).toBeVisible()
    await expect(page.getByRole('button', { name: /JSON/ })).toHaveCount(0)

    await signInAsAdmin(page, '/dashboard/settings?section=map')
    await expect(page.getByRole('button', { name: /JSON/ })).toBeVisible()
    await page.getByRole('button', { name: /تنظیمات پیشرفته/ }).click()
    await expect(page.getByRole('textbox', { name: 'نشانی کاشی‌های نقشه' })).toBeVisible()
  })

  test('on a phone the settings tabs keep the chosen one in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await signInAsAdmin(page, '/dashboard/settings?section=gateways')
    const tab = page.getByRole('tab', { name: 'درگاه‌های پرداخت' })
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await expect(tab).toBeInViewport({ ratio: 0.95 })
    // The first tab is out of view then: the strip scrolled to the chosen one.
    await expect(page.getByRole('tab', { name: 'عمومی' })).not.toBeInViewport({ ratio: 0.95 })
  })
})
