import type { SendSmsInput, SmsQueued } from '@kheyr/contracts/sms'
import { api } from '#lib/api-client.ts'
import { resourcePath, useResourceMutation } from '#lib/resource.ts'

// The SMS outbox (`/api/dashboard/sms`); its list comes through the data table.

export const SMS = 'sms'

/** Queues a text to people and roles; answers how many texts were queued. */
export const useSendSms = () =>
  useResourceMutation(SMS, (input: SendSmsInput) =>
    api.post<SmsQueued>(`${resourcePath(SMS)}/send`, input).then((r) => r.data),
  )
