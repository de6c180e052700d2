import { bigint, bigserial, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Funeral flower crown types (DOMAIN.md, "Crown"): price in whole toman. */
export const crownTypes = pgTable('crown_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url'),
  imageMediaId: bigint('image_media_id', { mode: 'number' }),
  price: bigint('price', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type CrownTypeRow = typeof crownTypes.$inferSelect
