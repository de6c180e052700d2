// @vitest-environment jsdom
import type { Props } from '@kheyr/contracts/props'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { PayWithGateway, usePayBill } from './pay-bill.tsx'

const sandbox = { name: 'sandbox', title: 'درگاه آزمایشی' } as Props['PaymentMethods'][number]

/** A bill's pay form whose default gateway comes from props that may not be there yet. */
function PayForm({ methods, onPay }: { methods: Props['PaymentMethods']; onPay: () => void }) {
  const payment = usePayBill(methods[0]?.name ?? null)
  return (
    <PayWithGateway
      methods={methods}
      gateway={payment.gateway}
      onGateway={payment.setGateway}
      leaving={payment.leaving}
      label="پرداخت ۳۵٬۰۰۰ تومان"
      onPay={() => {
        onPay()
        void payment.pay(() => new Promise(() => {}))
      }}
    />
  )
}

beforeAll(persian)

describe('the pay button', () => {
  it('takes the default gateway that arrives after the form was first shown', async () => {
    const onPay = vi.fn()
    const { rerender } = renderApp(<PayForm methods={[]} onPay={onPay} />)
    rerender(<PayForm methods={[sandbox]} onPay={onPay} />)
    const button = screen.getByRole('button', { name: 'پرداخت ۳۵٬۰۰۰ تومان' })
    expect(button).toHaveProperty('disabled', false)
    await userEvent.click(button)
    expect(onPay).toHaveBeenCalledOnce()
  })

  it('is offered again when the browser brings the page back after leaving for the bank', async () => {
    renderApp(<PayForm methods={[sandbox]} onPay={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: 'پرداخت ۳۵٬۰۰۰ تومان' }))
    expect(screen.getByRole('button', { name: 'در حال انتقال به درگاه…' })).toHaveProperty(
      'disabled',
      true,
    )
    const restored = new Event('pageshow') as PageTransitionEvent
    Object.defineProperty(restored, 'persisted', { value: true })
    act(() => void window.dispatchEvent(restored))
    expect(
      screen.getByRole('button', { name: 'پرداخت ۳۵٬۰۰۰ تومان' }).hasAttribute('disabled'),
    ).toBe(false)
  })
})
