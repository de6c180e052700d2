// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { LazyMapPicker } from './lazy-map-picker.tsx'

// Leaflet needs a real browser: the map stands for itself by its name.
vi.mock('./map-picker.tsx', () => ({
  default: ({ label }: { label: string }) => <div role="group" aria-label={label} />,
}))

const point = { lat: 35.7, lng: 51.4 }

describe('the map picker, loaded when it shows', () => {
  beforeEach(async () => {
    await persian()
    setupIntersectionMocking(vi.fn)
  })
  afterEach(() => destroyIntersectionMocking())

  it('draws a map that only shows a point once it comes near the screen', async () => {
    renderApp(<LazyMapPicker value={point} label="خانهٔ خانواده" />)
    // The map's code is at hand, and still the map waits while it is out of sight.
    await act(async () => {
      await import('./map-picker.tsx')
      await new Promise((resolve) => setTimeout(resolve, 20))
    })
    expect(screen.getByRole('status', { name: 'در حال بارگذاری نقشه…' })).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'خانهٔ خانواده' })).toBeNull()

    act(() => mockAllIsIntersecting(true))
    expect(await screen.findByRole('group', { name: 'خانهٔ خانواده' })).toBeTruthy()
  })

  it('draws a map to pick a point at once, wherever it is', async () => {
    renderApp(<LazyMapPicker value={null} onChange={() => undefined} label="موقعیت صندوق" />)
    expect(await screen.findByRole('group', { name: 'موقعیت صندوق' })).toBeTruthy()
  })
})
