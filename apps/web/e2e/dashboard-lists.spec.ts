import { expect, test, type Page } from '@playwright/test'
import { freshMobile, signIn, signInAsAdmin } from './support.ts'

/** The column headers (the actions' too) that stick out of the grid, cut off or to scroll to. */
const cutOffColumns = (page: Page) =>
  page
    .locator('.MuiDataGrid-virtualScroller')
    .first()
    .evaluate((scroller) => {
      const box = scroller.getBoundingClientRect()
      return [...scroller.querySelectorAll('[role=columnheader]')]
        .filter((header) => {
          const r = header.getBoundingClientRect()
          return r.left < box.left - 2 || r.right > box.right + 2
        })
        .map((header) => header.textContent)
    })

test.describe('dashboard lists fit the screen', () => {
  test('at 1280 px with the drawer open every list fits, actions included', async ({ page }) => {
    test.setTimeout(150_000)
    await page.setViewportSize({ width: 1280, height: 800 })
    // A user with a row of actions, so the widest list has something to show.
    await signIn(page, freshMobile(), ['نرگس', 'پاکزاد'])
    await signInAsAdmin(page, '/dashboard/users')
    for (const path of [
      '/dashboard/users',
      '/dashboard/transactions/all',
      '/dashboard/campaign',
      '/dashboard/crowns',
      '/dashboard/user-subscriptions',
      '/dashboard/chests',
      '/dashboard/needies',
    ]) {
      await page.goto(path)
      await expect(page.getByRole('grid')).toBeVisible()
      await expect(page.getByRole('columnheader').first()).toBeVisible()
      expect.soft(await cutOffColumns(page), path).toEqual([])
    }
    // The transactions' own filters sit in one row above the rows, not stacked full width.
    await page.goto('/dashboard/transactions/all')
    const filters = page.getByRole('group', { name: 'فیلترهای فهرست' })
    const status = filters.getByRole('combobox', { name: 'وضعیت' })
    const gateway = filters.getByRole('combobox', { name: 'درگاه' })
    const [a, b] = [await status.boundingBox(), await gateway.boundingBox()]
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(4)
    expect(a!.width).toBeLessThan(260)
  })

  test('a hidden column stays hidden after a reload, until the defaults come back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAsAdmin(page, '/dashboard/users')
    const grid = page.getByRole('grid')
    await expect(grid.getByRole('columnheader', { name: 'موبایل' })).toBeVisible()

    await page.getByRole('button', { name: /^ستون‌ها/ }).click()
    const mobile = page.getByRole('menuitemcheckbox', { name: /موبایل/ })
    await expect(mobile).toHaveAttribute('aria-checked', 'true')
    await mobile.click()
    await page.keyboard.press('Escape')
    await expect(grid.getByRole('columnheader', { name: 'موبایل' })).toHaveCount(0)

    await page.reload()
    await expect(grid.getByRole('columnheader', { name: 'نام خانوادگی' })).toBeVisible()
    await expect(grid.getByRole('columnheader', { name: 'موبایل' })).toHaveCount(0)

    await page.getByRole('button', { name: /^ستون‌ها/ }).click()
    await expect(page.getByRole('menuitemcheckbox', { name: /موبایل/ })).toHaveAttribute(
      'aria-checked',
      'false',
    )
    await page.getByRole('menuitem', { name: 'بازگرداندن ستون‌های پیش‌فرض' }).click()
    await expect(grid.getByRole('columnheader', { name: 'موبایل' })).toBeVisible()
  })

  test('on a phone each row is a card with its actions, and filters open in a sheet', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const mobile = freshMobile()
    await signIn(page, mobile, ['کیان', 'صدری'])
    await signInAsAdmin(page, '/dashboard/users')
    await page.getByRole('searchbox').fill(mobile)

    const cards = page.getByRole('list', { name: 'کاربران' })
    const card = cards.getByRole('listitem').filter({ hasText: 'کیان صدری' })
    await expect(card).toBeVisible()
    await expect(page.getByRole('grid')).toHaveCount(0)
    await expect(card.getByText('نام خانوادگی')).toBeVisible()
    // The row's own buttons and its "more" menu are on the card.
    await expect(card.getByRole('button', { name: 'ویرایش کاربر' })).toBeVisible()
    await card.getByRole('button', { name: /کارهای دیگر/ }).click()
    await expect(page.getByRole('menuitem', { name: 'تاریخچهٔ تغییرات' })).toBeVisible()
    await page.keyboard.press('Escape')
    // Nothing runs off the side of the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

    await page.goto('/dashboard/transactions/all')
    await expect(page.getByRole('combobox', { name: 'درگاه' })).toHaveCount(0)
    await page.getByRole('button', { name: /^فیلتر/ }).click()
    const sheet = page.getByRole('dialog', { name: 'فیلتر و ترتیب' })
    await sheet.getByRole('combobox', { name: 'درگاه' }).click()
    await page.getByRole('option', { name: 'درگاه آزمایشی' }).click()
    await expect(sheet.getByRole('combobox', { name: 'ترتیب' })).toBeVisible()
    await sheet.getByRole('button', { name: 'نمایش نتیجه' }).click()
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('button', { name: 'فیلتر (۱)' })).toBeVisible()
  })
})
