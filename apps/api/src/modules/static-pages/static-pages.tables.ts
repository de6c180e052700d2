import { bigserial, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/** Static pages (`/static_page/{slug}`); `html` is stored already sanitised. */
export const staticPages = pgTable(
  'static_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    html: text('html').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('static_pages_slug_key').on(t.slug)],
)
export type StaticPageRow = typeof staticPages.$inferSelect
