// @vitest-environment jsdom
import { toPersianDigits } from '@kheyr/contracts/digits'
import type { DashboardObligation } from '@kheyr/contracts/obligations'
import { jalaliOf } from '@kheyr/contracts/periods'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { slugFromTitle } from '#lib/slug.ts'
import { toastStore } from '#lib/toasts.ts'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import DashboardObligationsPage from './dashboard-obligations-page.tsx'

const staff = (permissions: string[]) => ({
  id: 1,
  name: 'کارمند',
  roles: [],
  permissions,
  panel_access: true,
})

const fitriyeh: DashboardObligation = {
  id: 4,
  slug: 'fitriyeh',
  title: 'زکات فطریه',
  description: null,
  unit: 'person',
  active: true,
  sort: 0,
  years: [],
}

const toasts = () => toastStore.all().map((t) => t.message)

beforeAll(persian)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  toastStore.clear()
})

describe('the charity’s own obligations on the dashboard', () => {
  it('adds one: the slug comes from the title, the unit and switch are sent, then a toast and a fresh list', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/user')
        return { body: staff(['charity-price.create', 'charity-price.update']) }
      if (call.precognitive) return { status: 204 }
      if (call.method === 'POST')
        return { status: 201, body: { data: { id: 9, years: [], ...(call.body as object) } } }
      return { body: { data: [fitriyeh] } }
    })
    const { queryClient } = renderApp(<DashboardObligationsPage />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')

    await userEvent.click(await screen.findByRole('button', { name: 'افزودن واجب' }))
    const dialog = await screen.findByRole('dialog', { name: 'واجب تازه' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'نام واجب' }), 'Kaffara Nazr')
    expect(
      (within(dialog).getByRole('textbox', { name: 'نامک (نشانی)' }) as HTMLInputElement).value,
    ).toBe(slugFromTitle('Kaffara Nazr'))
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'توضیح' }), 'کفارهٔ نذرِ شکسته')
    await userEvent.click(within(dialog).getByRole('combobox', { name: /واحد نرخ/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'برای هر روز' }))
    const sort = within(dialog).getByRole('spinbutton', { name: 'ترتیب' })
    await userEvent.clear(sort)
    await userEvent.type(sort, '5')
    await userEvent.click(within(dialog).getByRole('switch', { name: 'نمایش به نیکوکاران' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const created = calls.find((c) => c.method === 'POST' && !c.precognitive)!
    expect(created.path).toBe('/dashboard/obligations')
    expect(created.body).toEqual({
      slug: slugFromTitle('Kaffara Nazr'),
      title: 'Kaffara Nazr',
      description: 'کفارهٔ نذرِ شکسته',
      unit: 'day',
      active: false,
      sort: 5,
    })
    expect(toasts()).toContain('واجب ذخیره شد.')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['obligations'] })
  })

  it('edits one from its card with PUT, and puts the server’s 422 on the slug field', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/user') return { body: staff(['charity-price.update']) }
      if (call.precognitive) return { status: 204 }
      if (call.method === 'PUT')
        return {
          status: 422,
          body: { message: 'x', errors: { slug: ['این نامک پیش‌تر به کار رفته است.'] } },
        }
      return { body: { data: [fitriyeh] } }
    })
    renderApp(<DashboardObligationsPage />)

    await userEvent.click(await screen.findByRole('button', { name: 'ویرایش واجب «زکات فطریه»' }))
    // Adding needs charity-price.create.
    expect(screen.queryByRole('button', { name: 'افزودن واجب' })).toBeNull()
    const dialog = await screen.findByRole('dialog', { name: 'ویرایش واجب' })
    const title = within(dialog).getByRole('textbox', { name: 'نام واجب' })
    expect((title as HTMLInputElement).value).toBe('زکات فطریه')
    await userEvent.type(title, ' امسال')
    // An existing obligation keeps its address.
    expect(
      (within(dialog).getByRole('textbox', { name: 'نامک (نشانی)' }) as HTMLInputElement).value,
    ).toBe('fitriyeh')
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }))

    expect(await within(dialog).findByText('این نامک پیش‌تر به کار رفته است.')).toBeTruthy()
    expect(calls.find((c) => c.method === 'PUT' && !c.precognitive)).toMatchObject({
      path: '/dashboard/obligations/4',
      body: { slug: 'fitriyeh', title: 'زکات فطریه امسال', unit: 'person', active: true, sort: 0 },
    })
    expect(screen.getByRole('dialog', { name: 'ویرایش واجب' })).toBeTruthy()
    expect(toasts()).not.toContain('واجب ذخیره شد.')
  })
})

describe('the years of an obligation’s rates', () => {
  const thisYear = jalaliOf(new Date()).year
  const yearOf = (year: number, amount: number) => ({
    year,
    rates: [{ staple: 'گندم', amount }],
    source_office: 'دفتر مرجع نمونه',
    source_url: null,
    offered_from: null,
    offered_to: null,
    deadline: null,
    late_note: null,
    demo: false,
  })
  const withYears = {
    ...fitriyeh,
    years: [yearOf(thisYear, 75000), yearOf(thisYear - 2, 50000)],
  } as DashboardObligation

  it('enters a past year’s rates, chosen among the years not entered yet', async () => {
    const calls = fakeApi((call) => {
      if (call.path === '/user') return { body: staff(['charity-price.update']) }
      if (call.method === 'PUT') return { body: { data: withYears } }
      return { body: { data: [withYears] } }
    })
    renderApp(<DashboardObligationsPage />)

    // Next year's own button stays; the other years come by choice.
    expect(
      await screen.findByRole('button', { name: `ثبت نرخ سال ${toPersianDigits(thisYear + 1)}` }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'نرخ سال دیگر' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'سال (شمسی)' }))
    const years = (await screen.findAllByRole('option')).map((o) => o.textContent)
    expect(years).toEqual(
      [thisYear + 1, thisYear - 1, thisYear - 3, thisYear - 4, thisYear - 5].map(toPersianDigits),
    )
    await userEvent.click(screen.getByRole('option', { name: toPersianDigits(thisYear - 4) }))
    expect(
      within(dialog).getByRole('heading', {
        name: `نرخ‌های «زکات فطریه» برای سال ${toPersianDigits(thisYear - 4)}`,
      }),
    ).toBeTruthy()
    const amount = within(dialog).getByRole('textbox', { name: /نرخ \(تومان\)/ })
    await userEvent.clear(amount)
    await userEvent.type(amount, '۴۰۰۰۰')
    await userEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/dashboard/obligations/4/years/${thisYear - 4}`,
      body: { source_office: 'دفتر مرجع نمونه', rates: [{ staple: 'گندم', amount: 40000 }] },
    })
    expect(toasts()).toContain(`نرخ‌های سال ${toPersianDigits(thisYear - 4)} ثبت شد.`)
  })

  it('offers no other year once every year in reach is entered', async () => {
    const full = {
      ...fitriyeh,
      years: Array.from({ length: 7 }, (_, i) => yearOf(thisYear + 1 - i, 1000)),
    } as DashboardObligation
    fakeApi((call) =>
      call.path === '/user'
        ? { body: staff(['charity-price.update']) }
        : { body: { data: [full] } },
    )
    renderApp(<DashboardObligationsPage />)
    expect(await screen.findAllByRole('button', { name: /^ویرایش زکات فطریه/ })).toHaveLength(7)
    expect(screen.queryByRole('button', { name: 'نرخ سال دیگر' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^ثبت نرخ سال/ })).toBeNull()
  })
})
