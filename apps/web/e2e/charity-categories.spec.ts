import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support.ts'

test.describe('categories of giving', () => {
  test('staff add a category and a kind in it, and the giving pages show the kind under it', async ({
    page,
  }) => {
    const category = 'کمک به آموزش'
    const kind = 'هزینهٔ تحصیل'
    await signInAsAdmin(page, '/dashboard/settings?section=charities')

    await page.getByRole('button', { name: 'دستهٔ تازه' }).click()
    const categoryDialog = page.getByRole('dialog', { name: 'دستهٔ تازه' })
    await categoryDialog.getByLabel('عنوان').fill(category)
    await categoryDialog.getByLabel('توضیح').fill('نوشت‌افزار و شهریهٔ دانش‌آموزان نیازمند')
    await categoryDialog.getByLabel('ترتیب').fill('3')
    await categoryDialog.getByRole('button', { name: 'ذخیره' }).click()
    await expect(categoryDialog).toBeHidden()
    const categories = page.getByRole('region', { name: 'دسته‌های کمک' })
    await expect(categories.getByText(category)).toBeVisible()

    await page.getByRole('button', { name: 'نوع کمک تازه' }).click()
    const kindDialog = page.getByRole('dialog', { name: 'نوع کمک تازه' })
    await kindDialog.getByLabel('عنوان').fill(kind)
    await kindDialog.getByLabel('نشانی صفحه').fill('school-fees')
    await kindDialog.getByRole('combobox', { name: 'دسته' }).click()
    await page.getByRole('option', { name: category }).click()
    await kindDialog.getByRole('button', { name: 'ذخیره' }).click()
    await expect(kindDialog).toBeHidden()
    await expect(page.getByRole('region', { name: 'انواع کمک' }).getByText(kind)).toBeVisible()

    // A category that holds a kind stays, and says why.
    await categories.getByRole('button', { name: `حذف ${category}` }).click()
    await page.getByRole('button', { name: 'حذف شود' }).click()
    await expect(
      page.getByText(
        'حذف ناموفق بود: این دسته نوع کمک دارد؛ ابتدا نوع‌های آن را به دستهٔ دیگری ببرید یا حذف کنید.',
      ),
    ).toBeVisible()
    await expect(categories.getByText(category)).toBeVisible()

    // On /charity the kinds are grouped: the new kind under its category, zakat under the obligations.
    await page.goto('/charity')
    const giving = page.getByRole('region', { name: 'کمک تازه' })
    const education = giving.getByRole('region', { name: category })
    await expect(education.getByText('نوشت‌افزار و شهریهٔ دانش‌آموزان نیازمند')).toBeVisible()
    // A kind's card reads its title, then the least it takes.
    await expect(education.getByRole('link')).toHaveText([new RegExp(`^${kind}`)])
    const obligations = giving.getByRole('region', { name: 'واجبات شرعی' })
    await expect(obligations.getByRole('link', { name: /^زکات از/ })).toBeVisible()
    await expect(obligations.getByRole('link', { name: kind })).toHaveCount(0)
    await expect(giving.getByRole('heading', { level: 3 })).toHaveText([
      'واجبات شرعی',
      'کمک‌های عمومی',
      category,
    ])
    await education.getByRole('link', { name: kind }).click()
    await expect(page).toHaveURL('/charity/create/school-fees')

    // And so does the home page's quick giving.
    await page.goto('/')
    const quick = page.getByRole('region', { name: 'پرداخت سریع' })
    await expect(quick.getByRole('region', { name: category }).getByRole('link')).toHaveCount(1)
    await expect(quick.getByRole('region', { name: category })).toContainText(kind)
  })
})
