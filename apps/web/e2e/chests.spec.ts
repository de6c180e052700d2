import { expect, test, type Locator, type Page } from '@playwright/test'
import { adminApi, freshMobile, searchList, signIn, signInAsAdmin } from './support.ts'

const PHONE = { width: 390, height: 844 }

/** Picks an option of a select from the keyboard (a tap on a phone can land on an option). */
async function choose(page: Page, label: string, option: string) {
  // A dialog settles as it opens (its code loads on opening) and may close a list opened that
  // early: the list is opened again until the option is chosen.
  await expect(async () => {
    if (!(await page.getByRole('listbox').isVisible())) {
      await page.getByRole('combobox', { name: label }).focus()
      await page.keyboard.press('ArrowDown')
    }
    await page.getByRole('option', { name: option }).click({ timeout: 2000 })
  }).toPass({ timeout: 30_000 })
}

/** The contrast ratio of an element's text on the first background behind it (WCAG 2.1). */
const contrast = (locator: Locator) =>
  locator.evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    let back: Element | null = el
    while (back && rgb(getComputedStyle(back).backgroundColor)[3] === 0) back = back.parentElement
    const fg = luminance(rgb(getComputedStyle(el).color))
    const bg = luminance(rgb(getComputedStyle(back ?? document.body).backgroundColor))
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05)
  })

test.describe('charity boxes', () => {
  test('an owner requests a box on a phone, staff approve it, the collector records the count, the owner sees it', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Three people and a dozen screens: more than the default minute on a busy machine.
    test.slow()
    const tag = Date.now().toString(36)
    const family = `کریمی‌${tag}`
    const code = `E2E-${tag.toUpperCase()}`
    const owner = page
    await owner.setViewportSize(PHONE)

    // A collector: a staff member holding the seeded drainer role.
    const root = await adminApi(baseURL!)
    const collectorMobile = freshMobile()
    const made = await (
      await root.post('/api/dashboard/users', {
        first_name: 'رضا',
        last_name: `جمع‌آور‌${tag}`,
        mobile: collectorMobile,
        password: 'collector-pass-1',
      })
    ).json()
    const roles = await root.get('/api/dashboard/roles?filter[name]=drainer')
    await root.put(`/api/dashboard/users/${made.data.id}/roles`, { roles: [roles.data[0].id] })

    // The owner, signed in, finds "my chests" empty and requests a box with a point on the map.
    await signIn(owner, freshMobile(), ['مینا', family])
    // Signed in, the guests' page about boxes is no page for them: the server sends them on.
    const served = await owner.request.get('/chest', { maxRedirects: 0 })
    expect(served.status()).toBe(302)
    expect(served.headers().location).toBe('/profile/chests')
    await owner.goto('/chest')
    await expect(owner).toHaveURL('/profile/chests')
    await expect(owner.getByText('هنوز صندوق صدقاتی ندارید.')).toBeVisible()
    await owner.getByRole('link', { name: 'درخواست صندوق تازه' }).click()
    await expect(owner).toHaveURL('/chest/create')
    await owner.getByRole('radio', { name: /خانگی/ }).check()
    const address = 'تهران، خیابان آزمایش، کوچهٔ نسترن، پلاک ۱۲'
    await owner.getByRole('textbox', { name: 'نشانی' }).fill(address)
    // Half filled, the owner leaves and comes back: the request is as it was left (kept alive).
    await owner.goto('/')
    await owner.goBack()
    await expect(owner).toHaveURL('/chest/create')
    await expect(owner.getByRole('textbox', { name: 'نشانی' })).toHaveValue(address)
    await expect(owner.getByRole('radio', { name: /خانگی/ })).toBeChecked()
    await owner.getByRole('button', { name: 'ثبت درخواست صندوق' }).click()
    await expect(owner.getByText('لطفاً موقعیت را روی نقشه انتخاب کنید.')).toBeVisible()
    const map = owner.getByRole('group', { name: 'موقعیت صندوق روی نقشه' })
    // The served map's tiles are replaced by Leaflet's as it is taken over: scroll to whichever
    // is there once the swap is done.
    await expect(async () => map.scrollIntoViewIfNeeded({ timeout: 2000 })).toPass()
    await map.click({ position: { x: 150, y: 140 } })
    await expect(owner.getByText(/موقعیت انتخاب‌شده: عرض/)).toBeVisible()
    await owner.getByRole('button', { name: 'ثبت درخواست صندوق' }).click()
    await expect(owner).toHaveURL(/\/chest\/\d+$/)
    const chestId = Number(owner.url().split('/').pop())
    await expect(owner.getByRole('heading', { name: 'صندوق خانگی' })).toBeVisible()
    await expect(owner.getByText('درخواست‌شده')).toBeVisible()
    // Sent, the request is no longer kept: a new one starts empty.
    await owner.goto('/chest/create')
    await expect(owner.getByRole('textbox', { name: 'نشانی' })).toHaveValue('')
    await owner.goto(`/chest/${chestId}`)

    // Staff find the request by the owner's name, approve it with a code and deliver the box.
    const staff = await (await browser.newContext()).newPage()
    await signInAsAdmin(staff, '/dashboard/chests')
    await searchList(staff, family)
    const row = staff.getByRole('row').filter({ hasText: family })
    await expect(row).toHaveCount(1)
    // A request without a code yet is named by its owner, not by its number.
    await row.getByRole('button', { name: `تأیید درخواست صندوق مینا ${family}` }).click()
    const approve = staff.getByRole('dialog', { name: 'تأیید درخواست صندوق' })
    await approve.getByRole('textbox', { name: 'کد صندوق' }).fill(code.toLowerCase())
    await approve.getByRole('button', { name: 'تأیید و ثبت کد' }).click()
    await expect(approve).toBeHidden()
    await expect(row.getByText('تأییدشده')).toBeVisible()
    await row.getByRole('button', { name: `ثبت تحویل ${code}` }).click()
    await staff.getByRole('dialog').getByRole('button', { name: 'تأیید' }).click()
    // Staff's word for a delivered box; «در دست شما» is the owner's.
    await expect(row.getByText('تحویل‌شده')).toBeVisible()
    await expect(row.getByText('در دست شما')).toHaveCount(0)

    // On a phone the box's card says what its buttons do, the rarer ones behind «⋮».
    await staff.setViewportSize(PHONE)
    const card = staff.getByRole('listitem').filter({ hasText: code })
    await expect(card.getByText('تحویل‌شده')).toBeVisible()
    await expect(card.getByRole('button', { name: `ویرایش ${code}` })).toHaveText('ویرایش')
    await card.getByRole('button', { name: `کارهای دیگر ${code}` }).click()
    await expect(staff.getByRole('menuitem', { name: 'تاریخچه' })).toBeVisible()
    await expect(staff.getByRole('menuitem', { name: 'کنار گذاشتن' })).toBeVisible()
    await staff.keyboard.press('Escape')
    await staff.setViewportSize({ width: 1280, height: 800 })

    // The owner asks for it to be emptied, on Mondays.
    await owner.reload()
    await expect(owner.getByText('در دست شما')).toBeVisible()
    await owner.getByRole('button', { name: 'درخواست تخلیه' }).click()
    const ask = owner.getByRole('dialog', { name: 'درخواست تخلیهٔ صندوق' })
    await ask.getByRole('checkbox', { name: 'دوشنبه' }).check()
    await ask.getByRole('button', { name: 'ثبت درخواست' }).click()
    await expect(ask).toBeHidden()
    await expect(owner.getByText('درخواست تخلیهٔ شما')).toBeVisible()
    await expect(owner.getByText(/روزهای دلخواه شما: دوشنبه/)).toBeVisible()
    // Its red «لغو درخواست» reads at 4.5:1 or more on the notice's blue.
    expect(
      await contrast(owner.getByRole('button', { name: 'لغو درخواست' })),
    ).toBeGreaterThanOrEqual(4.5)

    // Staff send the collector today.
    await staff.goto('/dashboard/chests/discharges')
    await searchList(staff, code)
    const request = staff.getByRole('row').filter({ hasText: code })
    await expect(request).toHaveCount(1)
    await request.getByRole('button', { name: `تعیین مأمور برای ${code}` }).click()
    const assign = staff.getByRole('dialog', { name: `تعیین مأمور برای صندوق ${code}` })
    await choose(staff, 'مأمور جمع‌آوری', `رضا جمع‌آور‌${tag}`)
    await assign.getByRole('button', { name: 'ثبت مأمور' }).click()
    await expect(assign).toBeHidden()

    // The collector, on a phone, records the amount counted on today's round.
    const collector = await (await browser.newContext({ viewport: PHONE })).newPage()
    await signIn(collector, collectorMobile)
    await collector.goto('/dashboard/chests')
    await collector.getByRole('tab', { name: 'نوبت‌های جمع‌آوری من' }).click()
    await expect(collector).toHaveURL('/dashboard/chests/round')
    const visit = collector.getByRole('listitem').filter({ hasText: code })
    await expect(visit).toContainText('کوچهٔ نسترن')
    await expect(visit.getByRole('link', { name: 'مسیر روی نقشه' })).toBeVisible()
    await visit.getByRole('button', { name: 'ثبت نتیجه' }).click()
    const record = collector.getByRole('dialog', { name: `ثبت نتیجهٔ تخلیهٔ صندوق ${code}` })
    await record.getByRole('textbox', { name: 'مبلغ شمارش‌شده (تومان)' }).fill('۱۲۰٬۰۰۰')
    await expect(record.getByText('صد و بیست هزار تومان')).toBeVisible()
    await record.getByRole('button', { name: 'ثبت', exact: true }).click()
    await expect(record).toBeHidden()
    await expect(visit).toContainText('۱۲۰٬۰۰۰ تومان شمارش شد')

    // The owner sees the count as the latest emptying and in the box's history.
    await owner.reload()
    await expect(owner.getByText(/آخرین تخلیه در/)).toBeVisible()
    const history = owner.getByRole('region', { name: 'تاریخچه' })
    await expect(history.getByText('۱۲۰٬۰۰۰ تومان شمارش شد')).toBeVisible()
    await expect(history.getByText(`به دست رضا جمع‌آور‌${tag}`, { exact: false })).toBeVisible()
    await expect(owner.getByRole('button', { name: 'درخواست تخلیه' })).toBeVisible()
  })

  test('a guest reads what a charity box is and is asked to sign in', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/chest')
    await expect(page.getByRole('heading', { level: 1, name: 'صندوق صدقات خیر' })).toBeVisible()
    await page.getByRole('link', { name: 'ورود و درخواست صندوق' }).click()
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fchest%2Fcreate/)
  })
})
