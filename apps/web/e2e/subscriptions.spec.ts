import { expect, test, type Page } from '@playwright/test'
import { adminApi, freshMobile, searchList, signInAsAdmin } from './support.ts'

const toman = (amount: number) => `${new Intl.NumberFormat('fa-IR').format(amount)} تومان`

/** Pays at the built-in test bank and lands on the receipt. */
async function payAtSandbox(page: Page, amount: number) {
  await expect(page.getByRole('heading', { name: 'درگاه پرداخت آزمایشی' })).toBeVisible()
  await expect(page.getByText(toman(amount))).toBeVisible()
  await page.getByRole('link', { name: 'پرداخت' }).click()
  await expect(page).toHaveURL(/\/verify\?bill=\d+&status=paid/)
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
}

/** A guest's monthly membership of 100,000 toman, started and paid for two months in the browser. */
async function startAsGuest(page: Page, mobile: string) {
  await page.goto('/subscription/create/general-support')
  await expect(page.getByRole('heading', { name: 'حمایت ماهانهٔ عمومی' })).toBeVisible()
  await page.getByRole('radio', { name: toman(100_000) }).check()
  await expect(page.getByText('صد هزار تومان')).toBeVisible()
  await page.getByLabel('پرداخت اکنون').selectOption({ label: '۲ ماه' })
  await page.getByLabel('شمارهٔ موبایل').fill(mobile)
  await page.getByRole('button', { name: `پرداخت ${toman(200_000)} برای ۲ ماه` }).click()
  await payAtSandbox(page, 200_000)
}

test.describe('memberships', () => {
  test('a guest starts a monthly membership and pays two months', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const mobile = freshMobile()
    await startAsGuest(page, mobile)

    // Staff see the new member, paid two months ahead.
    const admin = await adminApi(baseURL!)
    const listed = await admin.get(`/api/dashboard/user-subscriptions?search=${mobile}`)
    expect(listed.data).toHaveLength(1)
    expect(listed.data[0]).toMatchObject({
      amount: 100000,
      paid_periods: 2,
      unpaid_periods: 0,
      status: 'active',
    })
  })

  test('the member opens the reminder from the outbox and pays what is due without signing in', async ({
    page,
    baseURL,
    browser,
  }) => {
    const mobile = freshMobile()
    await startAsGuest(page, mobile)
    const admin = await adminApi(baseURL!)
    const [membership] = (await admin.get(`/api/dashboard/user-subscriptions?search=${mobile}`))
      .data as { id: number }[]
    // As if it began four months ago: five months have fallen due, two are paid.
    expect(
      (await admin.post(`/api/testing/subscriptions/${membership!.id}/age`, { months: 4 })).ok(),
    ).toBe(true)
    expect((await admin.post('/api/testing/subscriptions/remind')).ok()).toBe(true)

    const outbox = await admin.get(`/api/dashboard/sms?filter[to]=${mobile}&filter[kind]=reminder`)
    expect(outbox.data).toHaveLength(1)
    const text = outbox.data[0].text as string
    expect(text).toContain('۳ دوره به مبلغ ۳۰۰٬۰۰۰ تومان')
    const link = new URL(/(http\S+\/subscription\/pay\/\S+)/.exec(text)![1]!)

    // On the member's own phone, never signed in.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const member = await phone.newPage()
    await member.goto(link.pathname)
    await expect(
      member.getByRole('heading', { name: 'پرداخت عضویت «حمایت ماهانهٔ عمومی»' }),
    ).toBeVisible()
    await expect(member.getByText(toman(300_000), { exact: true })).toBeVisible()
    await member.getByRole('button', { name: `پرداخت ${toman(300_000)}` }).click()
    await payAtSandbox(member, 300_000)

    const after = await admin.get(`/api/dashboard/user-subscriptions/${membership!.id}`)
    expect(after.data).toMatchObject({ paid_periods: 5, unpaid_periods: 0 })

    // The link pays once: opened again, it says so and offers to sign in.
    await member.goto(link.pathname)
    await expect(
      member.getByRole('heading', { name: 'با این پیوند نمی‌شود پرداخت کرد' }),
    ).toBeVisible()
    await expect(
      member.getByText('با این پیوند پیش‌تر پرداخت شده است.', { exact: false }),
    ).toBeVisible()
    await member.getByRole('link', { name: 'ورود و پرداخت' }).click()
    await expect(member).toHaveURL(/\/auth\/signin\?redirect=%2Fsubscription/)
    await phone.close()
  })

  test('staff find who owes three months or more and record money received in person', async ({
    page,
    baseURL,
  }) => {
    const mobile = freshMobile()
    await startAsGuest(page, mobile)
    const admin = await adminApi(baseURL!)
    const [membership] = (await admin.get(`/api/dashboard/user-subscriptions?search=${mobile}`))
      .data as { id: number }[]
    await admin.post(`/api/testing/subscriptions/${membership!.id}/age`, { months: 5 })

    await signInAsAdmin(page, '/dashboard/user-subscriptions')
    await page.getByLabel('بدهی', { exact: true }).click()
    await page.getByRole('option', { name: '۳ دوره یا بیشتر' }).click()
    await searchList(page, mobile)
    const persian = mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)
    const row = page.getByRole('row', { name: new RegExp(persian) })
    await expect(row).toBeVisible()
    await row.getByRole('gridcell').first().click()

    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('list', { name: 'دفتر ماه‌به‌ماه' })).toBeVisible()
    await dialog.getByRole('button', { name: 'ثبت پرداخت حضوری' }).click()
    await expect(dialog.getByLabel('مبلغ دریافت‌شده')).toHaveValue('۴۰۰٬۰۰۰')
    await dialog.getByLabel('یادداشت').fill('دریافت نقدی در دفتر')
    await dialog.getByRole('button', { name: 'ثبت پرداخت' }).click()
    await expect(page.getByText('پرداخت ثبت شد.')).toBeVisible()
    await expect(dialog.getByText('یادداشت: دریافت نقدی در دفتر')).toBeVisible()
    await expect(dialog.getByText('دریافت حضوری', { exact: false }).first()).toBeVisible()
  })
})
