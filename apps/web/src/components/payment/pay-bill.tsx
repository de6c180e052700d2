import type { Props } from '@kheyr/contracts/props'
import { Alert, Button, Stack } from '@mui/material'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useHydrated } from '#lib/hydrated.ts'
import { usePageFormToken, usePostedForm } from '#lib/page-form.ts'
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

/**
 * The gateways staff enabled, then the button that leaves for the chosen one. Given the `bill`,
 * or `plain` where the page's server makes the bill itself (its `formPage`: paying every unpaid
 * gift, a reminder's link), it is a plain HTML form that works before the page's script and
 * without it: it posts (the bill and) the gateway to the page's own path, which the server takes
 * as a payment (`payBillForm` in the API's web forms, docs/decisions/033), and a refusal comes
 * back in it. Without either, the button waits for the page's script.
 */
export function PayWithGateway({
  methods,
  gateway,
  onGateway,
  leaving,
  label,
  onPay,
  bill,
  plain = false,
}: {
  methods: Props['PaymentMethods']
  gateway: string | null
  onGateway: (gateway: string) => void
  leaving: boolean
  /** The button's words before leaving, e.g. "pay 50,000 toman". */
  label: string
  onPay: () => void
  bill?: BillToPay
  /** The page's server takes the plain form and makes the bill (see above). */
  plain?: boolean
}) {
  const { t } = useTranslation('payment')
  const hydrated = useHydrated()
  const { pathname, search } = useLocation()
  const token = usePageFormToken()
  const posted = usePostedForm()
  const picker = <GatewayPicker methods={methods} value={gateway} onChange={onGateway} />
  if (!bill && !plain)
    return (
      <>
        {picker}
        <Button
          variant="contained"
          size="large"
          disabled={!gateway || leaving || !hydrated}
          onClick={onPay}
        >
          {leaving ? t('goingToBank') : label}
        </Button>
      </>
    )
  return (
    <Stack
      component="form"
      method="post"
      action={pathname + search}
      spacing={2.5}
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        onPay()
      }}
    >
      <input type="hidden" name="_token" defaultValue={token} />
      {bill && <input type="hidden" name="bill" defaultValue={bill.id} />}
      {bill && <input type="hidden" name="bill_token" defaultValue={bill.token ?? ''} />}
      {posted?.message && (
        <Alert severity="error" role="alert">
          {posted.message}
        </Alert>
      )}
      {picker}
      <Button type="submit" variant="contained" size="large" disabled={leaving}>
        {leaving ? t('goingToBank') : label}
      </Button>
    </Stack>
  )
}
