import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/** Grouped key/value settings (DOMAIN.md, "Content and communication"). */
export const settings = pgTable(
  'settings',
  {
    group: text('group').notNull(),
    key: text('key').notNull(),
    value: jsonb('value').$type<unknown>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.group, t.key] })],
)
