import { bigserial, doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** Ceremony locations a crown is delivered to, each a point chosen on the map. */
export const crownLocations = pgTable('crown_locations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type CrownLocationRow = typeof crownLocations.$inferSelect
