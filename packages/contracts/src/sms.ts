import { z } from 'zod'
import { encodeMessage } from './message-codec.ts'
import { requiredText } from './validation.ts'

/**
 * Where a text stands in the outbox: queued, then sent (the provider took it), then delivered or
 * undelivered when the provider reports.
 */
export const SMS_STATUSES = ['queued', 'sent', 'delivered', 'undelivered', 'failed'] as const
export type SmsStatus = (typeof SMS_STATUSES)[number]
export const SMS_KINDS = ['otp', 'manual', 'notification', 'reminder'] as const
export type SmsKind = (typeof SMS_KINDS)[number]

export const sendSmsInput = z
  .object({
    text: requiredText(700),
    user_ids: z.array(z.number().int().positive()).max(5000).default([]),
    role_ids: z.array(z.number().int().positive()).max(50).default([]),
  })
  .refine((v) => v.user_ids.length + v.role_ids.length > 0, {
    error: 'required_item',
    path: ['user_ids'],
  })
export type SendSmsInput = z.infer<typeof sendSmsInput>

export const SMS_PROVIDERS = ['log', 'kavenegar'] as const

/**
 * Kavenegar sends sign-in codes through a lookup template: as a plain text a code counts as
 * promotional there and never reaches people who blocked promotional texts.
 */
export const smsSettingsInput = z
  .object({
    provider: z.enum(SMS_PROVIDERS),
    api_key: z
      .string()
      .trim()
      .max(200)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    sender: z
      .string()
      .trim()
      .max(30)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    otp_template: z
      .string()
      .trim()
      .max(100)
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
  })
  .refine((v) => v.provider !== 'kavenegar' || Boolean(v.otp_template), {
    error: encodeMessage('otp_template_required'),
    path: ['otp_template'],
  })
export type SmsSettingsInput = z.infer<typeof smsSettingsInput>

export const smsMessage = z.object({
  id: z.number(),
  to: z.string(),
  text: z.string(),
  kind: z.string(),
  status: z.enum(SMS_STATUSES),
  attempts: z.number(),
  error: z.string().nullable(),
  provider: z.string().nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  sent_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
})
export type SmsMessage = z.infer<typeof smsMessage>

/** `POST /api/dashboard/sms/send`: how many texts were queued. */
export const smsQueued = z.object({ data: z.object({ queued: z.number() }) })
export type SmsQueued = z.infer<typeof smsQueued>

/** The provider settings as the dashboard reads them: the API key itself never leaves. */
export const smsSettings = z.object({
  provider: z.enum(SMS_PROVIDERS),
  api_key_set: z.boolean(),
  api_key_hint: z.string().nullable(),
  sender: z.string().nullable(),
  otp_template: z.string().nullable(),
})
export type SmsSettings = z.infer<typeof smsSettings>
