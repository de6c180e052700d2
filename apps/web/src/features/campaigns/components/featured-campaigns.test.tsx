// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { FeaturedCampaigns } from './featured-campaigns.tsx'

beforeAll(persian)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the home page’s featured campaigns', () => {
  it('without internet and no copy kept, stays and says so, with a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    )
    renderApp(<FeaturedCampaigns />)

    expect(
      await screen.findByText('اتصال به اینترنت برقرار نیست؛ لطفاً دوباره تلاش کنید.'),
    ).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'پویش‌های در جریان' })).toBeTruthy()
    expect(screen.getByText('وقتی اینترنت وصل شود، صفحه خودش دوباره بارگذاری می‌شود.')).toBeTruthy()

    // Back online, the retry brings the campaigns.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ data: [], meta: { current_page: 1, per_page: 6, total: 0, last_page: 1 } }),
      ),
    )
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }))
    await vi.waitFor(() => expect(screen.queryByRole('heading')).toBeNull())
  })

  it('leaves the home page without them when the server cannot give them', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: 'x' }, { status: 500 })),
    )
    const { container } = renderApp(<FeaturedCampaigns />)
    await vi.waitFor(() => expect(container.textContent).toBe(''))
  })
})
