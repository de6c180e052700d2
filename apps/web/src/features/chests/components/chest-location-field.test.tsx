// @vitest-environment jsdom
import { createChestInput } from '@kheyr/contracts/chests'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import type { MapPickerProps } from '#components/map-picker/lazy-map-picker.tsx'
import { schemaResolver } from '#components/form/use-api-form.ts'
import { persian, renderApp } from '#test/render.tsx'
import { ChestLocationField } from './chest-location-field.tsx'

// Leaflet does not lay itself out in jsdom: a tap on the map is a button here, handing the
// field one point the way the map's click does.
vi.mock('#components/map-picker/lazy-map-picker.tsx', () => ({
  LazyMapPicker: ({ value, onChange, error, label }: MapPickerProps) => (
    <div role="group" aria-label={label}>
      <button type="button" onClick={() => onChange?.({ lat: 35.7, lng: 51.4 })}>
        tap the map
      </button>
      {value && <p>{`chosen ${value.lat},${value.lng}`}</p>}
      {error && <p role="alert">{error}</p>}
    </div>
  ),
}))

const check = schemaResolver(createChestInput.pick({ lat: true, lng: true }))
type Point = { lat: unknown; lng: unknown }

/**
 * Each check answers in a task of its own, as they can in a browser: the latitude's answer is
 * rendered before the longitude's arrives.
 */
const resolver: Resolver<Point> = async (values, context, options) => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  return check(values as never, context, options as never) as never
}

function PointForm({
  start = { lat: null, lng: null },
  errors,
}: {
  start?: Point
  errors?: FieldErrors<Point>
}) {
  // As a page the server sent back does (`useApiForm`): its messages, and checks once touched.
  const form = useForm<Point>({ resolver, defaultValues: start, errors, mode: 'onTouched' })
  return (
    <form onSubmit={form.handleSubmit(() => {})} noValidate>
      <ChestLocationField control={form.control} setValue={form.setValue} />
      <button type="submit">send</button>
    </form>
  )
}

beforeAll(persian)

describe('the chest location field', () => {
  it('drops "choose the location" after one tap once the form was sent without a point', async () => {
    renderApp(<PointForm />)
    await userEvent.click(screen.getByRole('button', { name: 'send' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'لطفاً موقعیت را روی نقشه انتخاب کنید.',
    )

    await userEvent.click(screen.getByRole('button', { name: 'tap the map' }))
    expect(await screen.findByText('chosen 35.7,51.4')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('drops the message the server sent (the plain form posted without a point) after one tap', async () => {
    const message = 'لطفاً موقعیت را روی نقشه انتخاب کنید.'
    renderApp(
      <PointForm errors={{ lat: { type: 'server', message }, lng: { type: 'server', message } }} />,
    )
    expect((await screen.findByRole('alert')).textContent).toBe(message)

    await userEvent.click(screen.getByRole('button', { name: 'tap the map' }))
    expect(await screen.findByText('chosen 35.7,51.4')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('shows the point the plain form posted (text, from the map without script) once taken over', () => {
    renderApp(<PointForm start={{ lat: '35.712345', lng: '51.40321' }} />)
    expect(screen.getByText('chosen 35.712345,51.40321')).toBeTruthy()
  })
})
