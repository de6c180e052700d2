import { expect, test } from '@playwright/test'
import { generateSync } from 'otplib'
import { adminApi, freshMobile, latestCode, signedInApi, signUpWithCode } from './support.ts'

test.describe('accounts', () => {
  test('a new mobile signs up by code and lands back on the page it came from', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/charity/all?status=paid')
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=/)
    await expect(page.getByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeVisible()
    const mobile = freshMobile()
    await page
      .getByLabel('شمارهٔ موبایل')
      .fill(mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!))
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click()
    await expect(page.getByText('این شماره هنوز حسابی ندارد')).toBeVisible()
    await expect(page.getByRole('timer')).toContainText('ارسال دوباره پس از')
    await page.getByLabel('کد پیامک‌شده').fill(await latestCode(baseURL!, mobile))
    await page.getByLabel('نام', { exact: true }).fill('مریم')
    await page.getByLabel('نام خانوادگی').fill('احمدی')
    await page.getByRole('button', { name: 'ساخت حساب و ورود' }).click()
    await expect(page).toHaveURL('/charity/all?status=paid')
    await expect(page.getByRole('button', { name: 'منوی حساب کاربری' })).toContainText('مریم احمدی')
  })

  test('a wrong code is refused in Persian, on its field', async ({ page }) => {
    await page.goto('/auth/signin')
    await page.getByLabel('شمارهٔ موبایل').fill(freshMobile())
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click()
    await page.getByLabel('کد پیامک‌شده').fill('00000')
    await page.getByLabel('نام', { exact: true }).fill('علی')
    await page.getByLabel('نام خانوادگی').fill('رضایی')
    await page.getByRole('button', { name: 'ساخت حساب و ورود' }).click()
    await expect(page.getByText(/کد واردشده درست نیست|تعداد تلاش‌ها/)).toBeVisible()
  })

  test('turn on two-factor sign-in, then sign in with an authenticator code', async ({
    page,
    baseURL,
  }) => {
    const mobile = freshMobile()
    await page.goto('/auth/signin?redirect=/profile')
    await signUpWithCode(page, baseURL!, mobile)
    await expect(page).toHaveURL('/profile')
    await page.getByRole('button', { name: 'فعال کردن' }).click()
    await expect(page.getByText('در انتظار تکمیل فعال‌سازی')).toBeVisible()
    const secret = (await page.locator('code').first().textContent())!.trim()
    await page.getByLabel('کد ۶ رقمی برنامه').fill(generateSync({ secret }))
    await page.getByRole('button', { name: 'تکمیل فعال‌سازی' }).click()
    await expect(page.getByText('کدهای بازیابی', { exact: true })).toBeVisible()
    await expect(page.getByText('فعال', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'منوی حساب کاربری' }).click()
    await page.getByRole('menuitem', { name: 'خروج' }).click()
    await expect(page.getByText('از حساب کاربری خود خارج شدید.')).toBeVisible()

    await page.goto('/auth/signin')
    // The code cannot be resent for a minute after the last one; wait it out on the server's clock.
    await page.getByLabel('شمارهٔ موبایل').fill(mobile)
    await expect(async () => {
      await page.getByRole('button', { name: 'دریافت کد ورود' }).click()
      await expect(page.getByLabel('کد پیامک‌شده')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 70_000, intervals: [5000] })
    await page.getByLabel('کد پیامک‌شده').fill(await latestCode(baseURL!, mobile))
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'تأیید دومرحله‌ای' })).toBeVisible()
    // The code that finished enabling is spent; the app's next one signs in.
    await page
      .getByLabel('کد تأیید')
      .fill(generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('button', { name: 'منوی حساب کاربری' })).toBeVisible()
  })

  test('five wrong two-factor codes lock the sign-in and say for how long', async ({
    page,
    baseURL,
  }) => {
    // A person with a password and two-factor sign-in on (set up through the API).
    const credentials = { mobile: freshMobile(), password: 'locked-out-pass-1' }
    const admin = await adminApi(baseURL!)
    const created = await admin.post('/api/dashboard/users', {
      first_name: 'الهام',
      last_name: 'رستمی',
      ...credentials,
    })
    expect(created.ok()).toBe(true)
    const owner = await signedInApi(baseURL!, credentials)
    const setup = await (await owner.post('/api/user/two-factor')).json()
    const confirmed = await owner.post('/api/user/two-factor/confirm', {
      code: generateSync({ secret: setup.data.secret }),
    })
    expect(confirmed.ok()).toBe(true)

    // A guest sent to sign in from their gifts is told why, and that giving needs no account.
    await page.goto('/charity')
    await expect(page).toHaveURL(
      /\/auth\/signin\?redirect=%2Fcharity|\/auth\/signin\?redirect=\/charity/,
    )
    await expect(page.getByRole('note')).toContainText('برای دیدن کمک‌هایتان')
    await expect(page.getByRole('link', { name: /برای کمک کردن حساب لازم نیست/ })).toBeVisible()

    await page.goto('/auth/signin')
    // The mobile typed for a code comes along to the password (issue 31).
    await page.getByLabel('شمارهٔ موبایل').fill(credentials.mobile)
    await page.getByRole('button', { name: 'ورود با رمز عبور' }).click()
    await expect(page.getByLabel('شمارهٔ موبایل')).toHaveValue(credentials.mobile)
    await page.getByLabel('رمز عبور').fill(credentials.password)
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'تأیید دومرحله‌ای' })).toBeVisible()
    const wrong = generateSync({ secret: setup.data.secret }) === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) {
      await page.getByLabel('کد تأیید').fill(wrong)
      await page.getByRole('button', { name: 'ورود', exact: true }).click()
      await expect(page.getByText('کد تأیید دومرحله‌ای درست نیست.')).toBeVisible()
    }
    await page.getByLabel('کد تأیید').fill(wrong)
    await page.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'کدهای نادرست زیادی' })).toHaveText(
      'کدهای نادرست زیادی وارد شد. برای امنیت حساب، ورود دومرحله‌ای تا ۱۵ دقیقهٔ دیگر بسته است.',
    )
    await expect(page.getByRole('button', { name: 'ورود', exact: true })).toBeDisabled()
  })

  test('sign out every other device from the account page', async ({ browser, baseURL }) => {
    const mobile = freshMobile()
    const phone = await (await browser.newContext()).newPage()
    await phone.goto('/auth/signin')
    await signUpWithCode(phone, baseURL!, mobile)
    await expect(phone.getByRole('button', { name: 'منوی حساب کاربری' })).toBeVisible()

    // The same person signs in on a laptop, a minute later (the resend wait).
    const laptop = await (await browser.newContext()).newPage()
    await laptop.goto('/auth/signin?redirect=/profile')
    await laptop.getByLabel('شمارهٔ موبایل').fill(mobile)
    await expect(async () => {
      await laptop.getByRole('button', { name: 'دریافت کد ورود' }).click()
      await expect(laptop.getByLabel('کد پیامک‌شده')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 70_000, intervals: [5000] })
    await laptop.getByLabel('کد پیامک‌شده').fill(await latestCode(baseURL!, mobile))
    await laptop.getByRole('button', { name: 'ورود', exact: true }).click()
    await expect(laptop).toHaveURL('/profile')

    await expect(laptop.getByText('همین دستگاه')).toBeVisible()
    await laptop.getByRole('button', { name: 'خروج از همهٔ دستگاه‌های دیگر' }).click()
    await laptop
      .getByRole('dialog')
      .getByRole('button', { name: /تأیید|بله/ })
      .click()
    await expect(laptop.getByText('دستگاه‌های دیگر از حساب شما خارج شدند.')).toBeVisible()

    await phone.goto('/profile')
    await expect(phone).toHaveURL(/\/auth\/signin/)
  })
})
