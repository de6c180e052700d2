// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import { BackupWarning } from './backup-warning.tsx'

const identity = (roles: string[]) => ({
  id: 1,
  name: 'مدیر',
  roles,
  permissions: [],
  panel_access: true,
})

const status = (warning: 'failed' | 'missing' | null, trigger = 'nightly') => ({
  data: {
    warning,
    last_run: warning === 'failed' ? { id: 3, trigger, status: 'failed' } : null,
    last_success_at: null,
    missing_after_hours: 36,
  },
})

beforeAll(persian)
afterEach(() => vi.unstubAllGlobals())

describe('the backup warning on the dashboard home', () => {
  it('tells the super-admin that no backup was taken for 36 hours, with the way to the backups', async () => {
    fakeApi((call) =>
      call.path === '/user' ? { body: identity(['super-admin']) } : { body: status('missing') },
    )
    renderApp(<BackupWarning />)
    expect(await screen.findByText('در ۳۶ ساعت گذشته هیچ پشتیبانی گرفته نشده است.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'پشتیبان‌ها' }).getAttribute('href')).toBe(
      '/dashboard/backups',
    )
  })

  it('tells the super-admin that the nightly backup failed', async () => {
    fakeApi((call) =>
      call.path === '/user' ? { body: identity(['super-admin']) } : { body: status('failed') },
    )
    renderApp(<BackupWarning />)
    expect(await screen.findByText('آخرین پشتیبان‌گیری شبانه ناموفق بود.')).toBeTruthy()
  })

  it('asks nothing and shows nothing to other staff', async () => {
    const calls = fakeApi((call) =>
      call.path === '/user' ? { body: identity(['admin']) } : { body: status('missing') },
    )
    const { container } = renderApp(<BackupWarning />)
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/user'))
    expect(calls.map((c) => c.path)).not.toContain('/dashboard/backups/status')
    expect(container.textContent).toBe('')
  })
})
