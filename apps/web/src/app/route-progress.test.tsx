// @vitest-environment jsdom
import { CacheProvider } from '@emotion/react'
import { ThemeProvider } from '@mui/material'
import { act, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '#lib/i18n.ts'
import { createAppTheme, rtlCache } from '#lib/theme.ts'
import { persian } from '#test/render.tsx'
import {
  estimatedProgress,
  PROGRESS_DURATION_MS,
  PROGRESS_THROTTLE_MS,
  RouteProgress,
} from './route-progress.tsx'

/** A router whose `/slow` page's code comes when the test calls `arrive`. */
function slowPage() {
  let arrive = () => {}
  const router = createMemoryRouter([
    {
      element: (
        <>
          <RouteProgress />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: <p>خانه</p> },
        {
          path: '/slow',
          lazy: () =>
            new Promise((resolve) => {
              arrive = () => resolve({ element: <p>صفحهٔ کند</p> })
            }),
        },
      ],
    },
  ])
  render(
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={rtlCache}>
        <ThemeProvider theme={createAppTheme('rtl')}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>,
  )
  return {
    go: () => act(() => void router.navigate('/slow')),
    arrive: () => act(async () => arrive()),
  }
}

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms))
const bar = () => screen.queryByRole('progressbar', { name: 'در حال بارگذاری صفحه' })

beforeAll(persian)
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the loading bar', () => {
  it('never shows for a page that comes within 200 ms', async () => {
    const page = slowPage()

    await page.go()
    await wait(PROGRESS_THROTTLE_MS - 20)
    expect(bar()).toBeNull()
    await page.arrive()
    await wait(1000)

    expect(bar()).toBeNull()
    expect(screen.getByText('صفحهٔ کند')).toBeTruthy()
  })

  it('shows from 200 ms, fills toward 70% at 2,000 ms, then is full and goes', async () => {
    const page = slowPage()

    await page.go()
    await wait(PROGRESS_THROTTLE_MS - 1)
    expect(bar()).toBeNull()
    await wait(2)
    expect(bar()).not.toBeNull()
    await wait(PROGRESS_DURATION_MS - PROGRESS_THROTTLE_MS)
    const now = Number(bar()!.getAttribute('aria-valuenow'))
    expect(now).toBeGreaterThanOrEqual(69)
    expect(now).toBeLessThanOrEqual(71)
    // Read aloud in Persian digits.
    expect(bar()!.getAttribute('aria-valuetext')).toMatch(/^[۰-۹]+٪$/)

    await page.arrive()
    await wait(0)
    expect(bar()!.getAttribute('aria-valuenow')).toBe('100')
    await wait(500)
    expect(bar()).toBeNull()
  })
})

describe('estimatedProgress', () => {
  it('rises quickly, passes 70% at the duration and never reaches 100%', () => {
    expect(estimatedProgress(0)).toBe(0)
    expect(estimatedProgress(500)).toBeGreaterThan(25)
    expect(estimatedProgress(PROGRESS_DURATION_MS)).toBeCloseTo(70.48, 1)
    expect(estimatedProgress(60_000)).toBeLessThan(100)
    expect(estimatedProgress(60_000)).toBeGreaterThan(estimatedProgress(30_000))
  })
})
