import { expect, test } from '@playwright/test'
import { ADMIN } from '../playwright.config.ts'
import { adminApi, freshMobile, searchList, signIn, signInAsAdmin } from './support.ts'

test.describe('dashboard access and users', () => {
  test('a donor who opens the staff panel is shown the way to their own account', async ({
    page,
  }) => {
    await signIn(page, freshMobile())
    await page.goto('/dashboard/bills')
    await expect(page.getByRole('heading', { name: 'دسترسی ممنوع' })).toBeVisible()
    await expect(page.getByText('این بخش برای کارکنان مؤسسه است.', { exact: false })).toBeVisible()
    await page.getByRole('button', { name: 'حساب کاربری من' }).click()
    await expect(page).toHaveURL('/profile')
  })

  test('an admin gives a user a role and that user then opens the dashboard', async ({
    browser,
  }) => {
    const mobile = freshMobile()
    const member = await (await browser.newContext()).newPage()
    await signIn(member, mobile, ['حامد', 'توکلی'])
    await member.goto('/dashboard')
    await expect(member.getByRole('heading', { name: 'دسترسی ممنوع' })).toBeVisible()

    const admin = await (await browser.newContext()).newPage()
    await signInAsAdmin(admin, '/dashboard/users')
    await searchList(admin, mobile)
    const row = admin.getByRole('row', { name: /توکلی/ })
    await expect(row).toBeVisible()
    await row.getByRole('button', { name: 'نقش‌ها' }).click()
    await admin.getByRole('checkbox', { name: /حسابدار/ }).check()
    await admin.getByRole('button', { name: 'ذخیره' }).click()
    await expect(admin.getByText('نقش‌ها ذخیره شد.')).toBeVisible()
    await expect(row.getByText('حسابدار')).toBeVisible()
    // The roles page names each role by its title; its code name («accountant») waits in the
    // column chooser.
    await admin.goto('/dashboard/users/roles')
    await expect(admin.getByRole('gridcell', { name: 'حسابدار', exact: true })).toBeVisible()
    await expect(admin.getByRole('columnheader', { name: 'نامک نقش' })).toHaveCount(0)
    await expect(admin.getByText('accountant', { exact: true })).toHaveCount(0)

    await member.reload()
    await expect(member.getByRole('navigation', { name: 'منوی پیشخوان' })).toBeVisible()
    await expect(member.getByRole('link', { name: 'صورت‌حساب‌ها' })).toBeVisible()
    await expect(member.getByRole('link', { name: 'کاربران' })).toHaveCount(0)
  })

  test('the super-admin signs in as a user and comes back', async ({ page, browser }) => {
    const mobile = freshMobile()
    const member = await (await browser.newContext()).newPage()
    await signIn(member, mobile, ['سمیرا', 'بهرامی'])

    await signInAsAdmin(page, '/dashboard/users')
    await searchList(page, mobile)
    await page
      .getByRole('row', { name: /بهرامی/ })
      .getByRole('button', { name: 'بیشتر' })
      .click()
    await page.getByRole('menuitem', { name: 'ورود به جای کاربر' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /تأیید|بله/ })
      .click()
    await expect(page).toHaveURL('/')
    await expect(page.getByText(/با حساب «سمیرا بهرامی» وارد شده‌اید/)).toBeVisible()
    await page.getByRole('button', { name: 'بازگشت به حساب خودم' }).click()
    await expect(page).toHaveURL('/dashboard/users')
    await expect(page.getByText(/وارد شده‌اید/)).toHaveCount(0)
  })

  test('an admin is told, in Persian, that the super-admin is out of their reach', async ({
    page,
    baseURL,
  }) => {
    // An admin (every permission but impersonation) with a password, made by the super-admin.
    const root = await adminApi(baseURL!)
    const credentials = { mobile: freshMobile(), password: 'plain-admin-pass-1' }
    const made = await (
      await root.post('/api/dashboard/users', {
        first_name: 'کاوه',
        last_name: 'مرادی',
        ...credentials,
      })
    ).json()
    const roles = await root.get('/api/dashboard/roles?filter[name]=admin')
    await root.put(`/api/dashboard/users/${made.data.id}/roles`, { roles: [roles.data[0].id] })

    await signIn(page, credentials.mobile)
    await page.goto('/dashboard/users')

    await searchList(page, ADMIN.mobile)
    const row = page.getByRole('row').filter({ hasText: 'مدیر کل' })
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: 'مسدود کردن' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'مسدود کردن' }).click()
    await expect(
      page.getByText('فقط مدیر کل می‌تواند این کار را روی حساب مدیر کل انجام دهد.'),
    ).toBeVisible()
    // Their own row offers none of the staff actions on an account.
    await searchList(page, credentials.mobile)
    const own = page.getByRole('row').filter({ hasText: 'مرادی' })
    await expect(own).toHaveCount(1)
    await expect(own.getByRole('button', { name: 'ویرایش کاربر' })).toHaveCount(0)
    await expect(own.getByRole('button', { name: 'مسدود کردن' })).toHaveCount(0)
  })

  test('toasts sit at the top centre, pause while hovered and close after 5 seconds', async ({
    page,
  }) => {
    await signIn(page, freshMobile())
    await page.goto('/profile')
    await page
      .getByRole('region', { name: 'اطلاعات شخصی' })
      .getByRole('button', { name: 'ذخیره' })
      .click()
    const welcome = page.getByRole('alert').filter({ hasText: 'اطلاعات شما ذخیره شد.' })
    await expect(welcome).toBeVisible()
    // Its close button is named in Persian, not MUI's «Close».
    await expect(welcome.getByRole('button', { name: 'بستن' })).toBeVisible()
    const box = (await welcome.boundingBox())!
    const viewport = page.viewportSize()!
    expect(box.y).toBeLessThan(100)
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(20)
    await welcome.hover()
    await page.waitForTimeout(6000)
    await expect(welcome).toBeVisible()
    await page.mouse.move(5, viewport.height - 5)
    await expect(welcome).toBeHidden({ timeout: 6000 })
  })
})
