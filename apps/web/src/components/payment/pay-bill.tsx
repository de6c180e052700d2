import type { Props } from '@kheyr/contracts/props'
import { Button } from '@mui/material'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '#lib/toasts.ts'
import { GatewayPicker } from './gateway-picker.tsx'
import { payBill } from './go-to-gateway.ts'

type BillToPay = { id: number; token: string | null }

/**
 * The gateway chosen, and leaving for the bank: `pay(bill)` starts a payment of the bill (given,
 * or made first by a function) at that gateway. A failure says why and stays on the page.
 *
 * Until the payer picks one, the gateway is `fallback` as it stands at each render (the default
 * gateway from the start-up props): kept from the first render, a form shown before the props
 * had come, or after staff changed the gateways, kept a disabled pay button. A page the browser
 * restores from its back-forward cache after the payer left for the bank offers the button again.
 */
export function usePayBill(fallback: string | null) {
  const [picked, setGateway] = useState<string | null>(null)
  const gateway = picked ?? fallback
  const [leaving, setLeaving] = useState(false)
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false)
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])
  const pay = async (bill: BillToPay | (() => Promise<BillToPay>), chosen = gateway) => {
    if (!chosen) return
    setLeaving(true)
    try {
      const target = typeof bill === 'function' ? await bill() : bill
      await payBill(target.id, chosen, target.token)
    } catch (error) {
      setLeaving(false)
      toast.error((error as Error).message)
    }
  }
  return { gateway, setGateway, leaving, pay }
}

/** The gateways staff enabled, then the button that leaves for the chosen one. */
export function PayWithGateway({
  methods,
  gateway,
  onGateway,
  leaving,
  label,
  onPay,
}: {
  methods: Props['PaymentMethods']
  gateway: string | null
  onGateway: (gateway: string) => void
  leaving: boolean
  /** The button's words before leaving, e.g. "pay 50,000 toman". */
  label: string
  onPay: () => void
}) {
  const { t } = useTranslation('payment')
  return (
    <>
      <GatewayPicker methods={methods} value={gateway} onChange={onGateway} />
      <Button variant="contained" size="large" disabled={!gateway || leaving} onClick={onPay}>
        {leaving ? t('goingToBank') : label}
      </Button>
    </>
  )
}
