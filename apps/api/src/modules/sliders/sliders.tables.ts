import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'

/**
 * Home-page slides. The image is kept as the URL that is shown plus the media library row it
 * was picked from (null when staff typed an address), as every image reference in settings is.
 */
export const sliders = pgTable(
  'sliders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    imageMediaId: bigint('image_media_id', { mode: 'number' }),
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sliders_active_order_idx').on(t.active, t.sortOrder)],
)
export type SliderRow = typeof sliders.$inferSelect
