// Every module's tables, for drizzle's relational queries and for drizzle-kit.
export * from '../modules/users/users.tables.ts'
export * from '../modules/access/access.tables.ts'
export * from '../modules/sessions/sessions.tables.ts'
export * from '../modules/settings/settings.tables.ts'
export * from '../modules/audit/audit.tables.ts'
export * from '../modules/rate-limits/rate-limits.tables.ts'
export * from '../modules/otp/otp.tables.ts'
export * from '../modules/sms/sms.tables.ts'
