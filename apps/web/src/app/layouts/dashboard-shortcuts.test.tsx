// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import { CHAIN_MS, DashboardShortcuts, shortcutKey } from './dashboard-shortcuts.tsx'

const staff = (permissions: string[]) => ({
  id: 1,
  name: 'مدیر',
  roles: ['admin'],
  permissions,
  panel_access: true,
})

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

/** The dashboard with its shortcuts, once the identity has come. */
async function dashboard(permissions = ['needies.view', 'transactions.view']) {
  fakeApi((call) => (call.path === '/user' ? { body: staff(permissions) } : { status: 404 }))
  const view = renderApp(
    <>
      <DashboardShortcuts />
      <input aria-label="جست‌وجو" />
      <Where />
    </>,
    { route: '/dashboard' },
  )
  await vi.waitFor(() => expect(view.queryClient.getQueryData(['user'])).toBeTruthy())
  return view
}

const where = () => screen.getByTestId('where').textContent
const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) =>
  fireEvent.keyDown(target, { key, ...init })

beforeAll(persian)
afterEach(() => vi.useRealTimers())

describe('the dashboard shortcuts', () => {
  it('opens the needy people on g then n', async () => {
    await dashboard()

    press('g')
    press('n')

    expect(where()).toBe('/dashboard/needies')
  })

  it('opens the transactions on g t and the dashboard home on g d', async () => {
    await dashboard()

    press('g')
    press('t')
    expect(where()).toBe('/dashboard/transactions/all')
    press('g')
    press('d')
    expect(where()).toBe('/dashboard')
  })

  it('forgets the g after 800 ms', async () => {
    await dashboard()
    vi.useFakeTimers()

    press('g')
    act(() => void vi.advanceTimersByTime(CHAIN_MS + 1))
    press('n')

    expect(where()).toBe('/dashboard')
  })

  it('still takes the second key just inside 800 ms', async () => {
    await dashboard()
    vi.useFakeTimers()

    press('g')
    act(() => void vi.advanceTimersByTime(CHAIN_MS - 50))
    press('n')

    expect(where()).toBe('/dashboard/needies')
  })

  it('reads the keys by their place on a Persian keyboard', async () => {
    await dashboard()

    // The G and N keys type «ل» and «د» on the standard Persian layout.
    press('ل', { code: 'KeyG' })
    press('د', { code: 'KeyN' })

    expect(where()).toBe('/dashboard/needies')
  })

  it('leaves keys typed in a field, or pressed with ctrl, alone', async () => {
    await dashboard()
    const field = screen.getByRole('textbox', { name: 'جست‌وجو' })

    press('g', {}, field)
    press('n', {}, field)
    press('g', { ctrlKey: true })
    press('n')

    expect(where()).toBe('/dashboard')
  })

  it('does not open a page the user may not see', async () => {
    await dashboard(['transactions.view'])

    press('g')
    press('n')

    expect(where()).toBe('/dashboard')
  })

  it('lists the shortcuts in Persian on ?, only those the user may use', async () => {
    await dashboard(['needies.view'])

    press('?', { shiftKey: true, code: 'Slash' })

    const dialog = await screen.findByRole('dialog', { name: 'میان‌برهای صفحه‌کلید' })
    const rows = within(dialog)
      .getAllByRole('definition')
      .map((dd) => dd.textContent)
    expect(rows).toEqual(['رفتن به پیشخوان', 'رفتن به مددجویان', 'نمایش همین فهرست'])
    expect(within(dialog).getAllByRole('term')[1]!.textContent).toBe('gسپسn')
    // Keys pressed in the open list do not navigate behind it.
    press('g', {}, dialog)
    press('n', {}, dialog)
    expect(where()).toBe('/dashboard')
  })
})

describe('shortcutKey', () => {
  const key = (init: KeyboardEventInit) => shortcutKey(new KeyboardEvent('keydown', init))

  it('reads ? however the keyboard types it', () => {
    expect(key({ key: '?', shiftKey: true })).toBe('?')
    expect(key({ key: '؟', shiftKey: true })).toBe('?')
    expect(key({ key: 'Dead', code: 'Slash', shiftKey: true })).toBe('?')
  })

  it('reads no shortcut with a modifier or from a key that is not a letter', () => {
    expect(key({ key: 'g', metaKey: true })).toBeNull()
    expect(key({ key: 'g', altKey: true })).toBeNull()
    expect(key({ key: 'G', shiftKey: true })).toBeNull()
    expect(key({ key: '1', code: 'Digit1' })).toBeNull()
    expect(key({ key: 'G' })).toBe('g')
  })
})
