// @vitest-environment jsdom
import type { BackupRun, BackupsOverview } from '@kheyr/contracts/backups'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { toastStore } from '#lib/toasts.ts'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import BackupsPage from './backups-page.tsx'

const run = (patch: Partial<BackupRun>): BackupRun => ({
  id: 7,
  file: 'kheyr-2026-11-28T23-30-00Z.tar',
  trigger: 'nightly',
  status: 'succeeded',
  started_at: '2026-11-28T23:30:00.000Z',
  finished_at: '2026-11-28T23:30:04.000Z',
  size: 2.5 * 1024 * 1024,
  error: null,
  offsite: null,
  summary: {
    tables: 42,
    rows: 1234,
    media_files: 3,
    media_copied: true,
    app_version: '0.1.0',
    migration: '0042',
    database: 'pglite',
    ledger: { payments: '10', amount: '1000000', refunds: '0', refunded_amount: '0' },
  },
  ...patch,
})

const overview = (patch: Partial<BackupsOverview>): BackupsOverview => ({
  warning: null,
  last_run: null,
  last_success_at: null,
  missing_after_hours: 36,
  backups: [],
  settings: { schedule: '03:00 Asia/Tehran', keep_daily: 7, keep_weekly: 4, offsite: false },
  ...patch,
})

const toasts = () => toastStore.all().map((t) => t.message)

beforeAll(persian)
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  toastStore.clear()
})

describe('the backups page', () => {
  it('shows a failed last run with its error, and downloads a kept backup through a signed link', async () => {
    const kept = run({})
    const failed = run({ id: 8, status: 'failed', size: null, summary: null, error: 'disk full' })
    const calls = fakeApi((call) =>
      call.path === '/dashboard/backups/7/link'
        ? {
            body: {
              data: {
                url: 'http://localhost/api/backups/7/download?expires=1&signature=s',
                expires_at: '',
              },
            },
          }
        : {
            body: {
              data: overview({
                warning: 'failed',
                last_run: failed,
                last_success_at: kept.finished_at,
                backups: [kept],
              }),
            },
          },
    )
    const followed: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push(this.href)
    })
    renderApp(<BackupsPage />)

    const last = await screen.findByRole('region', { name: 'آخرین پشتیبان' })
    expect(within(last).getByText('ناموفق')).toBeTruthy()
    expect(within(last).getByText('disk full')).toBeTruthy()
    expect(screen.getByText('آخرین پشتیبان‌گیری ناموفق بود.')).toBeTruthy()
    expect(
      screen.getByText(
        'هر شب ساعت ۰۳:۰۰ به وقت تهران · نگه‌داری ۷ نسخهٔ روزانه و ۴ نسخهٔ هفتگی · بدون رونوشت بیرون از سرور',
      ),
    ).toBeTruthy()
    const table = screen.getByRole('table', { name: 'پشتیبان‌های نگه‌داری‌شده' })
    expect(within(table).getByText('۲٫۵ مگابایت')).toBeTruthy()
    expect(within(table).getByText('۱٬۲۳۴ ردیف از ۴۲ جدول · ۳ فایل')).toBeTruthy()

    const [download] = within(table).getAllByRole('button', { name: /^دریافت پشتیبان / })
    await userEvent.click(download!)

    await waitFor(() =>
      expect(followed).toEqual(['http://localhost/api/backups/7/download?expires=1&signature=s']),
    )
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/dashboard/backups/7/link',
    ])
    expect(toasts()).toContain('دریافت آغاز شد؛ این پیوند تا ۱۰ دقیقه معتبر است.')
  })

  it('shows the empty list, then takes a backup now and waits for it to finish', async () => {
    let asked = false
    let polls = 0
    const done = run({ trigger: 'dashboard' })
    const calls = fakeApi((call) => {
      if (call.method === 'POST') {
        asked = true
        return { status: 202, body: { data: { queued: true } } }
      }
      if (!asked) return { body: { data: overview({}) } }
      polls++
      return polls === 1
        ? {
            body: {
              data: overview({
                last_run: run({ status: 'running', finished_at: null, size: null }),
              }),
            },
          }
        : {
            body: {
              data: overview({
                last_run: done,
                last_success_at: done.finished_at,
                backups: [done],
              }),
            },
          }
    })
    renderApp(<BackupsPage />)

    expect(await screen.findByText('هنوز پشتیبانی نگه‌داری نشده است.')).toBeTruthy()
    expect(screen.getByText('هنوز پشتیبانی گرفته نشده است.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'پشتیبان‌گیری هم‌اکنون' }))

    expect(await screen.findByRole('button', { name: 'در حال پشتیبان‌گیری…' })).toBeTruthy()
    expect(toasts()).toContain('پشتیبان‌گیری آغاز شد؛ پس از پایان در فهرست می‌آید.')
    await waitFor(() => expect(toasts()).toContain('پشتیبان تازه آماده است.'), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'پشتیبان‌گیری هم‌اکنون' })).toBeTruthy()
    expect(screen.getByRole('table', { name: 'پشتیبان‌های نگه‌داری‌شده' })).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/dashboard/backups',
    ])
  })

  it('shows a backup another person started as under way until it has finished', async () => {
    let polls = 0
    fakeApi(() => {
      polls++
      const running = run({ status: 'running', finished_at: null, size: null, summary: null })
      return polls === 1
        ? { body: { data: overview({ last_run: running }) } }
        : { body: { data: overview({ last_run: run({}), backups: [run({})] }) } }
    })
    renderApp(<BackupsPage />)

    const busy = await screen.findByRole('button', { name: 'در حال پشتیبان‌گیری…' })
    expect(busy).toHaveProperty('disabled', true)
    expect(screen.getByText('در حال انجام')).toBeTruthy()
    expect(
      await screen.findByRole('button', { name: 'پشتیبان‌گیری هم‌اکنون' }, { timeout: 5000 }),
    ).toHaveProperty('disabled', false)
    expect(screen.getByText('موفق')).toBeTruthy()
  })
})
