// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toastStore } from '#lib/toasts.ts'
import { fakeApi, persian, renderApp, type FakeCall } from '#test/render.tsx'
import { DataTable, type DataTableColumn } from './data-table.tsx'

beforeAll(persian)
// A phone's width (`asPhone`) ends with its test, passed or failed.
afterEach(() => vi.unstubAllGlobals())

type Donor = { id: number; name: string; total: number; active: boolean }

const COLUMNS: DataTableColumn<Donor>[] = [
  { field: 'name', header: 'نام', sortable: true, filterable: true },
  { field: 'total', header: 'جمع', type: 'money', filterable: true },
  { field: 'active', header: 'فعال', type: 'boolean' },
]

const DONORS: Donor[] = [
  { id: 1, name: 'مریم', total: 150000, active: true },
  { id: 2, name: 'علی', total: 2000, active: false },
]

const page = (rows: Donor[], total = rows.length) => ({
  data: rows,
  meta: { current_page: 1, per_page: 20, total, last_page: Math.max(1, Math.ceil(total / 20)) },
})

/** Every media query matches: the width of a phone. */
const asPhone = () =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))

const lists = (calls: FakeCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/dashboard/donors')

describe('DataTable', () => {
  it('asks the server for the first page, sorted, and shows the rows the way Persian writes them', async () => {
    const calls = fakeApi(() => ({ body: page(DONORS) }))
    renderApp(
      <DataTable<Donor>
        resource="donors"
        columns={COLUMNS}
        label="نیکوکاران"
        defaultSort="-name"
      />,
    )
    const grid = await screen.findByRole('grid', { name: 'نیکوکاران' })
    expect(await within(grid).findByText('مریم')).toBeTruthy()
    expect(within(grid).getByText('۱۵۰٬۰۰۰ تومان')).toBeTruthy()
    const query = lists(calls)[0]!.query
    expect(Object.fromEntries(query)).toEqual({ page: '1', per_page: '20', sort: '-name' })
  })

  it('says the list is empty, in its own words', async () => {
    fakeApi(() => ({ body: page([]) }))
    renderApp(
      <DataTable<Donor> resource="donors" columns={COLUMNS} emptyText="هنوز نیکوکاری نیست." />,
    )
    expect(await screen.findByText('هنوز نیکوکاری نیست.')).toBeTruthy()
  })

  it('shows a failed load with the server message and loads again on retry', async () => {
    let fail = true
    const calls = fakeApi(() =>
      fail ? { status: 500, body: { message: 'خطای سرور' } } : { body: page(DONORS) },
    )
    renderApp(<DataTable<Donor> resource="donors" columns={COLUMNS} />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('خطای سرور')
    fail = false
    await userEvent.click(within(alert).getByRole('button', { name: 'تلاش دوباره' }))
    expect(await screen.findByText('علی')).toBeTruthy()
    expect(lists(calls).length).toBeGreaterThan(1)
  })

  it('searches on the server after typing stops, from the first page', async () => {
    const calls = fakeApi(({ query }) => ({
      body: page(DONORS.filter((d) => d.name.includes(query.get('search') ?? ''))),
    }))
    renderApp(<DataTable<Donor> resource="donors" columns={COLUMNS} searchable />)
    await screen.findByText('مریم')
    await userEvent.type(screen.getByRole('searchbox', { name: 'جست‌وجو' }), 'علی')
    await waitFor(() => expect(screen.queryByText('مریم')).toBeNull())
    expect(screen.getByText('علی')).toBeTruthy()
    const searched = lists(calls).filter((c) => c.query.get('search'))
    expect(searched.map((c) => c.query.get('search'))).toEqual(['علی'])
    expect(searched[0]!.query.get('page')).toBe('1')
  })

  it('adds a filter from the filter bar to the query, with Persian digits read as numbers', async () => {
    const calls = fakeApi(() => ({ body: page(DONORS) }))
    renderApp(<DataTable<Donor> resource="donors" columns={COLUMNS} />)
    await screen.findByText('مریم')
    await userEvent.click(screen.getByRole('button', { name: 'فیلتر' }))
    await userEvent.click(screen.getByRole('combobox', { name: 'ستون' }))
    await userEvent.click(await screen.findByRole('option', { name: 'جمع' }))
    await userEvent.click(screen.getByRole('combobox', { name: 'شرط' }))
    await userEvent.click(await screen.findByRole('option', { name: 'بزرگ‌تر یا مساوی' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'مقدار' }), '۱۰٬۰۰۰')
    await userEvent.click(screen.getByRole('button', { name: 'افزودن' }))
    await waitFor(() => expect(lists(calls).at(-1)!.query.get('filter[total][gte]')).toBe('10000'))
    expect(screen.getByRole('group', { name: 'فیلترهای فعال' }).textContent).toContain('جمع')
  })

  it('deletes the checked rows after asking, and says how many went', async () => {
    const calls = fakeApi(({ method }) =>
      method === 'POST' ? { body: { data: { deleted: 2 } } } : { body: page(DONORS) },
    )
    renderApp(<DataTable<Donor> resource="donors" columns={COLUMNS} canDelete />)
    await screen.findByText('مریم')
    await userEvent.click(screen.getByRole('checkbox', { name: 'انتخاب همهٔ ردیف‌های این صفحه' }))
    const bar = screen.getByRole('toolbar', { name: 'عملیات گروهی' })
    expect(within(bar).getByRole('status').textContent).toBe('۲ مورد انتخاب‌شده')
    await userEvent.click(within(bar).getByRole('button', { name: 'حذف انتخاب‌شده‌ها' }))
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'حذف شود' }))
    await waitFor(() => expect(toastStore.all().map((t) => t.message)).toContain('۲ مورد حذف شد.'))
    const deleted = calls.find((c) => c.method === 'POST')!
    expect(deleted.path).toBe('/dashboard/donors/bulk-delete')
    expect(deleted.body).toEqual({ ids: [1, 2] })
  })

  it('hides a column from the column chooser and remembers it for the next visit', async () => {
    localStorage.clear()
    fakeApi(() => ({ body: page(DONORS) }))
    const first = renderApp(<DataTable<Donor> resource="donors" columns={COLUMNS} />)
    const grid = await screen.findByRole('grid')
    await within(grid).findByText('مریم')
    expect(within(grid).getByRole('columnheader', { name: 'جمع' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'ستون‌ها' }))
    const total = screen.getByRole('menuitemcheckbox', { name: 'جمع' })
    expect(total.getAttribute('aria-checked')).toBe('true')
    // The first column names the row: it cannot be hidden.
    expect(
      screen.getByRole('menuitemcheckbox', { name: /نام/ }).getAttribute('aria-disabled'),
    ).toBe('true')
    await userEvent.click(total)
    await waitFor(() =>
      expect(within(grid).queryByRole('columnheader', { name: 'جمع' })).toBeNull(),
    )
    expect(JSON.parse(localStorage.getItem('kheyr.columns.donors')!)).toEqual({ total: false })
    first.unmount()

    renderApp(<DataTable<Donor> resource="donors" columns={COLUMNS} />)
    const again = await screen.findByRole('grid')
    await within(again).findByText('مریم')
    expect(within(again).queryByRole('columnheader', { name: 'جمع' })).toBeNull()
    expect(screen.getByRole('button', { name: 'ستون‌ها (۱ پنهان)' })).toBeTruthy()
  })

  it('on a phone, opens a card from its title, and a title that links to the row is that link alone', async () => {
    asPhone()
    fakeApi(() => ({ body: page(DONORS) }))
    const opened: number[] = []
    const { unmount } = renderApp(
      <DataTable<Donor>
        resource="donors"
        columns={COLUMNS}
        label="نیکوکاران"
        onRowClick={(d) => opened.push(d.id)}
      />,
    )
    const cards = await screen.findByRole('list', { name: 'نیکوکاران' })
    await userEvent.click(within(cards).getByRole('button', { name: 'مریم' }))
    expect(opened).toEqual([1])
    unmount()

    const linked: DataTableColumn<Donor>[] = [
      { ...COLUMNS[0]!, linksRow: true, render: (d) => <a href={`/donors/${d.id}`}>{d.name}</a> },
      ...COLUMNS.slice(1),
    ]
    renderApp(
      <DataTable<Donor>
        resource="donors"
        columns={linked}
        label="نیکوکاران"
        onRowClick={(d) => opened.push(d.id)}
      />,
    )
    const again = await screen.findByRole('list', { name: 'نیکوکاران' })
    const link = within(again).getByRole('link', { name: 'مریم' })
    expect(link.closest('button')).toBeNull()
    expect(within(again).queryByRole('button', { name: 'مریم' })).toBeNull()
  })

  it('on a phone, opens the filter sheet without drawing the cards again, its fields after it', async () => {
    asPhone()
    fakeApi(() => ({ body: page(DONORS) }))
    let drawn = 0
    const counted: DataTableColumn<Donor>[] = [
      {
        ...COLUMNS[0]!,
        render: (d) => {
          drawn++
          return d.name
        },
      },
      ...COLUMNS.slice(1),
    ]
    renderApp(
      <DataTable<Donor>
        resource="donors"
        columns={counted}
        label="نیکوکاران"
        filters={<input aria-label="شهر" />}
      />,
    )
    await within(await screen.findByRole('list', { name: 'نیکوکاران' })).findByText('مریم')
    const before = drawn
    const toggle = screen.getByRole('button', { name: 'فیلتر' })
    await userEvent.click(toggle)
    const sheet = await screen.findByRole('dialog', { name: 'فیلتر و ترتیب' })
    expect(await within(sheet).findByRole('textbox', { name: 'شهر' })).toBeTruthy()
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(drawn).toBe(before)

    await userEvent.click(within(sheet).getByRole('button', { name: 'نمایش نتیجه' }))
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'))
    expect(drawn).toBe(before)
  })
})
