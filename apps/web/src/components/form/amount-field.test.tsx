// @vitest-environment jsdom
import { amountField } from '@kheyr/contracts/validation'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { persian, renderApp } from '#test/render.tsx'
import { AmountField } from './amount-field.tsx'
import { useApiForm } from './use-api-form.ts'

beforeAll(persian)

const schema = z.object({ amount: amountField() })

function Gift({ onGive }: { onGive: (amount: number) => void }) {
  const { form, handleSubmit } = useApiForm(schema, { defaultValues: { amount: '' } })
  return (
    <form onSubmit={handleSubmit(async ({ amount }) => onGive(amount))}>
      <AmountField
        control={form.control}
        name="amount"
        label="مبلغ"
        suggestions={[50000, 100000]}
        min={10000}
      />
      <button type="submit">پرداخت</button>
    </form>
  )
}

describe('AmountField', () => {
  it('offers the suggested amounts and the least one in toman, with Persian digits', () => {
    renderApp(<Gift onGive={() => {}} />)
    const suggested = screen.getByRole('radiogroup', { name: 'مبلغ‌های پیشنهادی' })
    expect(suggested.textContent).toContain('۵۰٬۰۰۰ تومان')
    expect(suggested.textContent).toContain('۱۰۰٬۰۰۰ تومان')
    expect(screen.getByText('کمترین مبلغ: ۱۰٬۰۰۰ تومان')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'مبلغ' }).getAttribute('dir')).toBe('ltr')
  })

  it('takes a suggestion with one tap, marks it chosen and reads the amount back in words', async () => {
    const onGive = vi.fn()
    renderApp(<Gift onGive={onGive} />)
    const chip = screen.getByRole('radio', { name: '۱۰۰٬۰۰۰ تومان' })
    await userEvent.click(chip)
    expect(chip).toHaveProperty('checked', true)
    // A plain form posts it as `suggested` (the page's form before its script, docs/decisions/033).
    expect(chip.getAttribute('name')).toBe('suggested')
    expect(screen.getByRole('textbox', { name: 'مبلغ' })).toHaveProperty('value', '۱۰۰٬۰۰۰')
    expect(screen.getByText('صد هزار تومان')).toBeTruthy()
    // Gateways charge in rial: the tenfold figure is named, so nobody thinks they paid ten times.
    expect(screen.getByText('(۱٬۰۰۰٬۰۰۰ ریال)')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت' }))
    await waitFor(() => expect(onGive).toHaveBeenCalledWith(100000))
  })

  it('reads a typed amount in Persian digits with separators as whole toman', async () => {
    const onGive = vi.fn()
    renderApp(<Gift onGive={onGive} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'مبلغ' }), '۲۵٬۰۰۰')
    expect(screen.getByText('بیست و پنج هزار تومان')).toBeTruthy()
    expect(screen.getByRole('radio', { name: '۵۰٬۰۰۰ تومان' })).toHaveProperty('checked', false)
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت' }))
    await waitFor(() => expect(onGive).toHaveBeenCalledWith(25000))
  })

  it('groups Latin digits into Persian ones as they are typed', async () => {
    const onGive = vi.fn()
    renderApp(<Gift onGive={onGive} />)
    const field = screen.getByRole('textbox', { name: 'مبلغ' })
    await userEvent.type(field, '1250000')
    expect(field).toHaveProperty('value', '۱٬۲۵۰٬۰۰۰')
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت' }))
    await waitFor(() => expect(onGive).toHaveBeenCalledWith(1250000))
  })
})
