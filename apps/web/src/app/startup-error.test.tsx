// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#lib/api-client.ts'
import { persian, renderApp } from '#test/render.tsx'
import { StartupError } from './startup-error.tsx'

beforeAll(persian)

describe('StartupError', () => {
  it('says there is no internet when nothing answered, and tries again once it is back', () => {
    const retry = vi.fn()
    renderApp(<StartupError error={new ApiError(0, 'offline')} onRetry={retry} />)
    expect(screen.getByRole('heading', { name: 'اتصال به اینترنت برقرار نیست' })).toBeTruthy()
    expect(screen.queryByText('سرویس در دسترس نیست')).toBeNull()
    window.dispatchEvent(new Event('online'))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('says «خطای سرور» for a 500 at start-up, not the maintenance notice', () => {
    renderApp(<StartupError error={new ApiError(500, 'boom')} onRetry={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'خطای سرور' })).toBeTruthy()
    expect(screen.queryByText('سرویس در دسترس نیست')).toBeNull()
  })

  it('keeps the maintenance notice for an error from our server, and retries by itself', () => {
    vi.useFakeTimers()
    const retry = vi.fn()
    renderApp(<StartupError error={new ApiError(503, 'down')} onRetry={retry} />)
    expect(screen.getByRole('heading', { name: 'سرویس در دسترس نیست' })).toBeTruthy()
    vi.advanceTimersByTime(15_000)
    expect(retry).toHaveBeenCalledTimes(1)
    vi.useRealTimers()
  })
})
