import { expect, test, type Page } from '@playwright/test'
import { plainMapGrid } from '@kheyr/contracts/map-tiles'
import { adminApi, freshMobile, latestCode, pageApi, signIn } from './support.ts'

/**
 * Giving with JavaScript turned off, on a phone, in Persian: every giving form is a plain HTML
 * form the server acts on (docs/decisions/033-forms-before-script.md).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })

const BANK = 'درگاه پرداخت آزمایشی'

/** A guest's monthly membership of 100,000 toman, two months paid at the test bank. */
async function startMembership(page: Page, mobile: string) {
  await page.goto('/subscription/create/general-support')
  await page.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' }).check()
  await page.getByLabel('پرداخت اکنون').selectOption({ label: '۲ ماه' })
  await page.getByLabel('شمارهٔ موبایل').fill(mobile)
  await page.getByRole('button', { name: /^پرداخت|^شروع/ }).click()
  await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
  await expect(page.getByText('۲۰۰٬۰۰۰ تومان')).toBeVisible()
  await page.getByRole('link', { name: 'پرداخت' }).click()
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
}

test.describe('giving without script', () => {
  test('a guest gives from the home page to the receipt', async ({ page }) => {
    await page.goto('/')
    const quick = page.locator('section', {
      has: page.getByRole('heading', { name: 'پرداخت سریع' }),
    })
    await quick.getByRole('link', { name: /^صدقه/ }).click()
    await expect(page).toHaveURL('/charity/create/sadaqa')
    await page.getByRole('radio', { name: '۵۰٬۰۰۰ تومان' }).check()
    await page.getByLabel('نیت (اختیاری)').fill('برای سلامتی همه')
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۵۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page).toHaveURL(/\/verify\?bill=\d+&status=paid/)
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByRole('row', { name: /شمارهٔ پیگیری/ })).toContainText('SB')
    await expect(page.getByText('۵۰٬۰۰۰ تومان').first()).toBeVisible()
  })

  test('a campaign gift below the least amount comes back with the message and the values', async ({
    page,
  }) => {
    await page.goto('/campaign/school-supplies')
    const form = page.locator('form', {
      has: page.getByRole('heading', { name: 'کمک به این پویش' }),
    })
    await form.getByLabel('مبلغ', { exact: true }).fill('۵٬۰۰۰')
    await form.getByLabel('نام نمایشی').fill('خانوادهٔ رضایی')
    await form.getByRole('button', { name: /^کمک/ }).click()

    await expect(page).toHaveURL('/campaign/school-supplies')
    await expect(form.getByText('مبلغ باید دست‌کم ۲۰٬۰۰۰ تومان باشد.')).toBeVisible()
    await expect(form.getByLabel('مبلغ', { exact: true })).toHaveValue('۵٬۰۰۰')
    await expect(form.getByLabel('نام نمایشی')).toHaveValue('خانوادهٔ رضایی')

    await form.getByLabel('مبلغ', { exact: true }).fill('۸۵۰۰۰')
    await form.getByRole('button', { name: /^کمک/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۸۵٬۰۰۰ تومان')).toBeVisible()
  })

  test('a canceled payment is paid again from its page', async ({ page }) => {
    await page.goto('/charity/create/general')
    await page.getByLabel('مبلغ', { exact: true }).fill('۲۵۰۰۰')
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await page.getByRole('link', { name: 'انصراف' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()
    await page.getByRole('button', { name: 'پرداخت دوباره' }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })

  test('a guest starts a monthly membership and pays two months', async ({ page }) => {
    await startMembership(page, '09127771234')
  })

  test('a member pays what a reminder’s link says is due, never signed in', async ({
    page,
    baseURL,
  }) => {
    const mobile = freshMobile()
    await startMembership(page, mobile)
    const admin = await adminApi(baseURL!)
    const [membership] = (await admin.get(`/api/dashboard/user-subscriptions?search=${mobile}`))
      .data as { id: number }[]
    // As if it began four months ago: five months have fallen due, two are paid.
    await admin.post(`/api/testing/subscriptions/${membership!.id}/age`, { months: 4 })
    expect((await admin.post('/api/testing/subscriptions/remind')).ok()).toBe(true)
    const outbox = await admin.get(`/api/dashboard/sms?filter[to]=${mobile}&filter[kind]=reminder`)
    const link = new URL(/(http\S+\/subscription\/pay\/\S+)/.exec(outbox.data[0].text)![1]!)

    // The link opened as a stranger to the site would: no session, no script.
    await page.context().clearCookies()
    await page.goto(link.pathname)
    await expect(
      page.getByRole('heading', { name: 'پرداخت عضویت «حمایت ماهانهٔ عمومی»' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'پرداخت ۳۰۰٬۰۰۰ تومان' }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۳۰۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })

  test('a guest orders a flower crown, is sent back for the name, and pays', async ({ page }) => {
    await page.goto('/crown')
    await page.getByLabel('از طرف').fill('خانوادهٔ نادری')
    await page.getByRole('radio', { name: /تاج گل دوطبقه/ }).check()
    await page.getByLabel('مکان مراسم').selectOption({ label: 'مسجد جامع' })
    const day = page.getByLabel('روز مراسم')
    await day.selectOption(await day.locator('option', { hasText: /^فردا/ }).getAttribute('value'))
    await page.getByLabel('ساعت آغاز').selectOption({ label: '۱۰:۰۰' })
    await page.getByLabel('شمارهٔ موبایل').fill('09127771235')
    await page.getByRole('button', { name: 'پرداخت و ثبت سفارش' }).click()

    // The name was left out: the page comes back with its message, everything else kept.
    await expect(page).toHaveURL('/crown')
    await expect(page.getByText('نام متوفی نباید خالی باشد.')).toBeVisible()
    await expect(page.getByLabel('از طرف')).toHaveValue('خانوادهٔ نادری')
    await expect(page.getByRole('radio', { name: /تاج گل دوطبقه/ })).toBeChecked()
    await expect(page.getByLabel('ساعت آغاز')).toHaveValue('10:00')
    await expect(page.getByLabel('روز مراسم').locator('option:checked')).toHaveText(/^فردا/)

    await page.getByLabel('نام درگذشته').fill('حسن کریمی')
    await page.getByRole('button', { name: /^پرداخت .* و ثبت سفارش$/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۲٬۸۰۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
    await expect(page.getByText(/به یاد شادروان حسن کریمی/)).toBeVisible()
  })
})

test.describe('signing in by code without script', () => {
  test('a guest signs in by code, a wrong code first, and starts a membership', async ({
    page,
    baseURL,
  }) => {
    const membership = '/subscription/create/general-support'
    await page.goto(`/auth/signin?redirect=${encodeURIComponent(membership)}`)
    await expect(page.getByRole('heading', { name: 'ورود یا ثبت‌نام' })).toBeVisible()
    const mobile = freshMobile()
    await page.getByLabel('شمارهٔ موبایل').fill(mobile)
    await page.getByRole('button', { name: 'دریافت کد ورود' }).click()

    await expect(page).toHaveURL(/\/auth\/signin\?step=code&/)
    const code = await latestCode(baseURL!, mobile)
    await page.getByLabel('کد پیامک‌شده').fill(code === '00000' ? '11111' : '00000')
    await page.getByLabel('نام', { exact: true }).fill('مریم')
    await page.getByLabel('نام خانوادگی').fill('احمدی')
    await page.getByRole('button', { name: 'ساخت حساب و ورود' }).click()
    // The wrong code comes back with its message; the name is kept.
    await expect(page.getByText('کد واردشده درست نیست.')).toBeVisible()
    await expect(page.getByLabel('نام', { exact: true })).toHaveValue('مریم')

    await page.getByLabel('کد پیامک‌شده').fill(code)
    await page.getByRole('button', { name: 'ساخت حساب و ورود' }).click()
    await expect(page).toHaveURL(membership)
    // Signed in, the membership asks no mobile.
    await expect(page.getByLabel('شمارهٔ موبایل')).toHaveCount(0)
    await page.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' }).check()
    await page.getByRole('button', { name: /^پرداخت|^شروع/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })
})

test.describe('a signed-in owner without script', () => {
  test('pays every unpaid gift at once', async ({ page }) => {
    await signIn(page, freshMobile())
    for (const amount of ['۲۰۰۰۰', '۳۵۰۰۰']) {
      await page.goto('/charity/create/general')
      await page.getByLabel('مبلغ', { exact: true }).fill(amount)
      await page.getByRole('button', { name: /^پرداخت/ }).click()
      await page.getByRole('link', { name: 'انصراف' }).click()
      await expect(page.getByRole('heading', { name: 'پرداخت لغو شد' })).toBeVisible()
    }
    await page.goto('/charity/pay-all')
    await expect(page.getByText('۵۵٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('button', { name: 'پرداخت یکجای ۲ کمک' }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۵۵٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })

  test('asks for a charity box, its point chosen on the map’s tiles', async ({ page }) => {
    await signIn(page, freshMobile())
    await page.goto('/chest/create')
    await page.getByRole('radio', { name: /خانگی/ }).check()
    const address = 'تهران، خیابان آزمایش، کوچهٔ یاس، پلاک ۷'
    await page.getByRole('textbox', { name: 'نشانی' }).fill(address)
    await page.getByRole('textbox', { name: 'توضیح' }).fill('زنگ دوم')
    // Sent without a point (Enter in a field: the form's own button, not a tile's click): back
    // with the map's message, the rest kept.
    await page.getByRole('textbox', { name: 'شمارهٔ تماس' }).press('Enter')
    await expect(page).toHaveURL('/chest/create')
    await expect(page.getByText('لطفاً موقعیت را روی نقشه انتخاب کنید.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'نشانی' })).toHaveValue(address)
    await expect(page.getByRole('radio', { name: /خانگی/ })).toBeChecked()

    // The map is three by three tiles, within the phone's width; no internet for the tiles
    // here, and each still has its size and takes a click.
    const map = page.getByRole('group', { name: 'موقعیت صندوق روی نقشه' })
    const box = (await map.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    const tile = (part: string) => map.getByRole('button', { name: `انتخاب در بخش ${part} نقشه` })
    // West to east on a right-to-left page too.
    expect((await tile('شمال‌غربی').boundingBox())!.x).toBeLessThan(
      (await tile('شمال‌شرقی').boundingBox())!.x,
    )
    await tile('میانی').click({ position: { x: 40, y: 62 } })
    await expect(page).toHaveURL('/chest/create')
    await expect(
      page.getByText(/^موقعیت انتخاب‌شده: عرض [۰-۹]+\.[۰-۹]+، طول [۰-۹]+\.[۰-۹]+$/),
    ).toBeVisible()
    await expect(page.getByText('لطفاً موقعیت را روی نقشه انتخاب کنید.')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'نشانی' })).toHaveValue(address)
    await expect(page.getByRole('textbox', { name: 'توضیح' })).toHaveValue('زنگ دوم')
    await expect(page.getByRole('button', { name: 'نمای دورتر' })).toBeVisible()
    // The pin's tip is on the point, on the closer map.
    const field = (name: string) => page.locator(`input[name="${name}"]`).inputValue()
    const point = { lat: Number(await field('lat')), lng: Number(await field('lng')) }
    const { at } = plainMapGrid(point, Number(await field('map_zoom')))
    const grid = (await map.boundingBox())!
    const pin = (await map.locator('[data-testid="map-pin"]').boundingBox())!
    expect(Math.abs(pin.x + pin.width / 2 - (grid.x + 1 + at.x))).toBeLessThan(2)
    expect(Math.abs(pin.y + (pin.height * 22) / 24 - (grid.y + 1 + at.y))).toBeLessThan(2)

    await page.getByRole('button', { name: 'ثبت درخواست صندوق' }).click()
    await expect(page).toHaveURL(/\/chest\/\d+$/)
    await expect(
      page.getByText('درخواست شما ثبت شده است و همکاران ما به‌زودی آن را بررسی می‌کنند.'),
    ).toBeVisible()
  })

  test('pays a box in use online', async ({ page, baseURL }) => {
    await signIn(page, freshMobile())
    const options = (await pageApi(page).get('/api/chests/options')).data
    const made = await pageApi(page).post('/api/chests', {
      chest_type_id: options.types[0].id,
      address: 'تهران، خیابان آزمایش، پلاک ۳',
      lat: 35.7,
      lng: 51.4,
    })
    const { id } = (await made.json()).data
    const admin = await adminApi(baseURL!)
    await admin.post(`/api/dashboard/chests/${id}/approve`, { code: `NS-${Date.now() % 1e8}` })
    expect((await admin.post(`/api/dashboard/chests/${id}/deliver`)).ok()).toBe(true)

    await page.goto(`/chest/${id}`)
    await page.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' }).check()
    await page.getByRole('button', { name: /^پرداخت/ }).click()
    await expect(page.getByRole('heading', { name: BANK })).toBeVisible()
    await expect(page.getByText('۱۰۰٬۰۰۰ تومان')).toBeVisible()
    await page.getByRole('link', { name: 'پرداخت' }).click()
    await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible()
  })
})
