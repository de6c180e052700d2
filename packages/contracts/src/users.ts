import { z } from 'zod'
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
export type PermissionCatalogue = z.infer<typeof permissionCatalogue>['data']
