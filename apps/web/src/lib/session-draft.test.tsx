// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDraft, useDraftDefaults, useKeepDraft } from './session-draft.ts'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

function Request({ who = 'a' }: { who?: string }) {
  const key = `request:${who}`
  const defaultValues = useDraftDefaults(key, { address: '', phone: '09120000000' })
  const form = useForm({ defaultValues })
  useKeepDraft(key, form)
  return (
    <form>
      <input aria-label="address" {...form.register('address')} />
      <input aria-label="phone" {...form.register('phone')} />
    </form>
  )
}

const field = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name })

describe('a form kept alive for the session', () => {
  it('is found as it was left on coming back, until what it held is sent', () => {
    const first = render(<Request />)
    fireEvent.change(field('address'), { target: { value: 'تهران، کوچهٔ نسترن' } })
    first.unmount()

    const again = render(<Request />)
    expect(field('address').value).toBe('تهران، کوچهٔ نسترن')
    expect(field('phone').value).toBe('09120000000')
    again.unmount()

    clearDraft('request:a')
    render(<Request />)
    expect(field('address').value).toBe('')
  })

  it('keeps one person’s draft from another signing in on the same tab', () => {
    const mine = render(<Request who="a" />)
    fireEvent.change(field('address'), { target: { value: 'نشانی من' } })
    mine.unmount()
    render(<Request who="b" />)
    expect(field('address').value).toBe('')
  })
})
