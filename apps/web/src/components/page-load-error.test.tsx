// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#lib/api-client.ts'
import { persian, renderApp } from '#test/render.tsx'
import { PageLoadError } from './page-load-error.tsx'

beforeAll(persian)

describe('a page whose data failed to load', () => {
  it('shows the error screen for a refusal, not the server’s words in a notice', () => {
    renderApp(<PageLoadError error={new ApiError(403, 'forbidden raw text')} onRetry={vi.fn()} />, {
      route: '/dashboard/needies/3',
    })
    expect(screen.getByRole('heading', { name: 'دسترسی ممنوع' })).toBeTruthy()
    expect(screen.queryByText('forbidden raw text')).toBeNull()
    // Inside the dashboard the way home is the dashboard's.
    expect(screen.getByRole('button', { name: /پیشخوان/ })).toBeTruthy()
  })

  it('shows the server-error screen for a 500', () => {
    renderApp(<PageLoadError error={new ApiError(500, 'boom')} onRetry={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'خطای سرور' })).toBeTruthy()
    expect(screen.queryByText('boom')).toBeNull()
  })

  it('keeps the notice with its retry when the device is offline', () => {
    renderApp(<PageLoadError error={new ApiError(0, 'offline')} onRetry={vi.fn()} />)
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'خطای سرور' })).toBeNull()
  })
})
