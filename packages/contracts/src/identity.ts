import { z } from 'zod'

export const TWO_FACTOR_STATES = ['enabled', 'disabled', 'pending'] as const

export const identity = z.object({
  id: z.number(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  national_code: z.string().nullable(),
  avatar: z.string().nullable(),
  has_password: z.boolean(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  panel_access: z.boolean(),
  two_factor: z.enum(TWO_FACTOR_STATES),
  impersonator: z.object({ id: z.number(), name: z.string() }).nullable(),
  created_at: z.string(),
})
export type Identity = z.infer<typeof identity>
