// @vitest-environment jsdom
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { toast, toastStore } from '#lib/toasts.ts'
import { persian, renderApp } from '#test/render.tsx'
import { Toaster } from './toaster.tsx'

beforeAll(persian)

describe('the toaster', () => {
  it('names a toast’s close button in Persian, and the button closes it', async () => {
    renderApp(<Toaster />)
    act(() => void toast.success('پرونده ثبت شد.'))
    const shown = await screen.findByRole('alert')
    expect(shown.textContent).toContain('پرونده ثبت شد.')
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'بستن' }))
    expect(toastStore.all()).toEqual([])
  })
})
