import { expect, test } from '@playwright/test'

test.describe('web shell', () => {
  test('the home page is Persian and right to left', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نیکوکاری، آسان و مطمئن')
    await expect(page).toHaveTitle('خیر')
    const font = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily)
    expect(font).toContain('Vazirmatn')
    // The header starts at the right edge in RTL: the logo sits right of the navigation.
    const logo = await page.getByRole('link', { name: 'خیر' }).first().boundingBox()
    const nav = await page.getByRole('navigation', { name: 'پیمایش اصلی' }).boundingBox()
    expect(logo!.x).toBeGreaterThan(nav!.x)
  })

  test('an unknown path shows the 404 screen with its path and a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible()
    await expect(page.getByText('صفحه پیدا نشد: /no/such/page')).toBeVisible()
    await page.getByRole('button', { name: 'صفحهٔ اصلی' }).click()
    await expect(page).toHaveURL('/')
  })

  test('an unknown dashboard path offers the dashboard as home', async ({ page }) => {
    await page.goto('/dashboard/nothing-here')
    await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'پیشخوان' })).toBeVisible()
  })

  test('a login-required page sends a guest to sign in with the way back', async ({ page }) => {
    await page.goto('/charity/all?status=paid')
    await expect(page).toHaveURL('/auth/signin?redirect=%2Fcharity%2Fall%3Fstatus%3Dpaid')
  })

  test('a guest’s menu leads to the giving choices, and a message’s sign-in says why', async ({
    page,
  }) => {
    const givingChoices = page.getByRole('heading', { level: 2, name: 'پرداخت سریع' })
    // On a wide screen, from a page other than home: to the giving choices, in view.
    await page.goto('/campaign')
    const nav = page.getByRole('navigation', { name: 'پیمایش اصلی' })
    await nav.getByRole('link', { name: 'صدقه و نذر' }).click()
    await expect(page).toHaveURL('/#give')
    await expect(givingChoices).toBeInViewport()
    await expect(nav.getByRole('link', { name: 'صدقه و نذر' })).not.toHaveClass(/active/)

    // «تماس با ما» needs an account to send a message: the sign-in page says so.
    await nav.getByRole('link', { name: 'تماس با ما' }).click()
    await expect(page).toHaveURL('/auth/signin?redirect=%2Fcontact-us')
    await expect(page.getByRole('note')).toHaveText(
      'برای فرستادن پیام و دیدن پاسخ آن، با شمارهٔ موبایل خود وارد شوید.',
    )

    // On a phone, through the drawer: the campaigns above it load meanwhile (three skeleton
    // cards become two), and the choices stay in view.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/campaign')
    await page.getByRole('button', { name: 'باز کردن منو' }).click()
    await page
      .getByRole('navigation', { name: 'پیمایش اصلی' })
      .filter({ visible: true })
      .getByRole('link', { name: 'صدقه و نذر' })
      .click()
    await expect(page).toHaveURL('/#give')
    await expect(givingChoices).toBeInViewport()
  })

  test('the language switch turns the page English and left to right, and back', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Switch to English' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giving, simple and safe')
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giving, simple and safe')
    await page.getByRole('button', { name: 'تغییر زبان به فارسی' }).click()
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })

  test('the PWA manifest and service worker are served', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({
      lang: 'fa',
      dir: 'rtl',
      short_name: 'خیر',
      theme_color: '#00a99d',
    })
    const sw = await request.get('/sw.js')
    expect(sw.status()).toBe(200)
    expect(sw.headers()['cache-control']).toBe('no-cache')
  })

  test('the home page at 390 px and 1280 px', async ({ page }, info) => {
    for (const [name, width, height] of [
      ['mobile', 390, 844],
      ['desktop', 1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.goto('/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: info.outputPath(`home-${name}.png`), fullPage: true })
    }
  })
})
