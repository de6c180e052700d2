// @vitest-environment jsdom
import type { Bill } from '@kheyr/contracts/payments'
import { screen } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import { Receipt } from './receipt.tsx'

const bill = (kinds: Bill['items'][number]['kind'][]): Bill => ({
  id: 12,
  total: 6_000_000,
  status: 'paid',
  payer: { name: null, mobile: null },
  items: kinds.map((kind, i) => ({
    id: i + 1,
    kind,
    item_id: i + 1,
    title: kind,
    amount: 1000,
    parent_id: kind === 'subscription' ? 7 : null,
  })),
  transactions: [],
  receipt: null,
  paid_at: '2026-11-28T07:00:00Z',
  created_at: '2026-11-28T07:00:00Z',
  token: 'abc',
})

beforeAll(persian)
// A guest: the identity answers 401.
beforeEach(() => void fakeApi(() => ({ status: 401, body: { message: 'Unauthenticated.' } })))

describe('the ways on from a receipt', () => {
  it('lead a guest to the giving choices, which need no account', () => {
    renderApp(<Receipt bill={bill(['charity'])} actions />)
    expect(screen.getByRole('link', { name: 'کمک دوباره' }).getAttribute('href')).toBe('/')
  })

  it('offer no "give again" after a condolence crown alone', () => {
    renderApp(<Receipt bill={bill(['crown'])} actions />)
    expect(screen.queryByRole('link', { name: 'کمک دوباره' })).toBeNull()
    expect(screen.getByRole('link', { name: 'صفحهٔ اصلی' })).toBeTruthy()
  })

  it('lead from a membership’s payment back to the membership', () => {
    renderApp(<Receipt bill={bill(['subscription'])} />)
    expect(screen.getByRole('link', { name: 'subscription' }).getAttribute('href')).toBe(
      '/subscription/7',
    )
  })
})
