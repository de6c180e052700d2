import { z } from 'zod'
import { encodeMessage } from './messages.ts'
import {
  emailField,
  mobileField,
  nationalCodeField,
  optionalOf,
  requiredText,
} from './validation.ts'

export const dashboardUser = z.object({
  id: z.number(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  national_code: z.string().nullable(),
  roles: z.array(z.object({ id: z.number(), name: z.string(), title: z.string().nullable() })),
  blocked: z.boolean(),
  two_factor: z.boolean(),
  mobile_verified_at: z.string().nullable(),
  created_at: z.string(),
})
export type DashboardUser = z.infer<typeof dashboardUser>

export const userInput = z.object({
  first_name: requiredText(100),
  last_name: requiredText(100),
  mobile: mobileField(),
  email: optionalOf(emailField()),
  national_code: optionalOf(nationalCodeField()),
  /** Optional: most people sign in with a code sent by SMS. */
  password: z
    .string()
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .pipe(z.string().min(8).max(128).nullable()),
})
export type UserInput = z.infer<typeof userInput>

export const assignRolesInput = z.object({ roles: z.array(z.number().int().positive()).max(50) })
export type AssignRolesInput = z.infer<typeof assignRolesInput>

export const dashboardRole = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  permissions: z.array(z.string()),
  users_count: z.number(),
  /** super-admin: passes every check; its permissions cannot be edited. */
  all_permissions: z.boolean(),
  created_at: z.string(),
})
export type DashboardRole = z.infer<typeof dashboardRole>

export const roleInput = z.object({
  name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(/^[a-z][a-z0-9-]*$/, { error: 'slug' }),
  title: requiredText(100),
  permissions: z.array(z.string()).max(200),
})
export type RoleInput = z.infer<typeof roleInput>

export const permissionCatalogue = z.object({
  data: z.array(
    z.object({
      group: z.string(),
      permissions: z.array(z.object({ name: z.string(), action: z.string() })),
    }),
  ),
})

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

/**
 * Kavenegar sends sign-in codes through a lookup template: as a plain text a code counts as
 * promotional there and never reaches people who blocked promotional texts.
 */
export const smsSettingsInput = z
  .object({
    provider: z.enum(['log', 'kavenegar']),
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
  /** sent: the provider took it; delivered / undelivered: what the provider later reported. */
  status: z.enum(['queued', 'sent', 'delivered', 'undelivered', 'failed']),
  attempts: z.number(),
  error: z.string().nullable(),
  provider: z.string().nullable(),
  user: z.object({ id: z.number(), name: z.string() }).nullable(),
  sent_by: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
})
