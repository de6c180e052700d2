import type { DataOf } from '@kheyr/contracts/http'
import type { PaymentRedirect, PayResult } from '@kheyr/contracts/payments'
import { api } from '#lib/api-client.ts'

/** Sends the browser to the bank: a plain visit, or a form post (SEP wants its token posted). */
export function goToGateway(redirect: PaymentRedirect) {
  if (redirect.method === 'GET') {
    window.location.assign(redirect.url)
    return
  }
  const form = document.createElement('form')
  form.method = 'POST'
  form.action = redirect.url
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
}

/** Starts paying a bill at a gateway and leaves for the bank. */
export async function payBill(billId: number, gateway: string, token?: string | null) {
  const { data } = await api.post<DataOf<PayResult>>(`/bills/${billId}/pay`, {
    gateway,
    token: token ?? null,
  })
  goToGateway(data.redirect)
}
