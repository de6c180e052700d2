import type { CrownStatus } from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { bills } from '../payments/payments.tables.ts'
import { users } from '../users/users.tables.ts'

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

/** Ceremony locations a crown is delivered to, each a point chosen on the map. */
export const crownLocations = pgTable('crown_locations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  address: text('address'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  /** An inactive location keeps its orders but takes no new ones. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
export type CrownLocationRow = typeof crownLocations.$inferSelect

/**
 * One crown ordered in memory of someone: unpaid until its bill is paid (the `crown` item kind),
 * then printed and delivered by staff. A type or location with orders cannot be deleted.
 */
export const crowns = pgTable(
  'crowns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** A guest's mobile, or the account's mobile when the order was made (the receipt SMS). */
    mobile: text('mobile'),
    /** Whether a guest ordered it (a later sign-in with this mobile adopts it). */
    guest: boolean('guest').notNull().default(false),
    deceased: text('deceased').notNull(),
    giver: text('giver').notNull(),
    message: text('message'),
    crownTypeId: bigint('crown_type_id', { mode: 'number' })
      .notNull()
      .references(() => crownTypes.id),
    locationId: bigint('location_id', { mode: 'number' })
      .notNull()
      .references(() => crownLocations.id),
    ceremonyAt: timestamp('ceremony_at', { withTimezone: true }).notNull(),
    /** Whole toman: the type's price when the order was made. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<CrownStatus>().notNull().default('unpaid'),
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** Staff recorded that the money went back to the giver (payments' records stay as they are). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundNote: text('refund_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The dashboard's usual view: a day's ceremonies, by status.
    index('crowns_ceremony_idx').on(t.ceremonyAt, t.status),
    index('crowns_user_idx').on(t.userId, t.createdAt),
    index('crowns_type_idx').on(t.crownTypeId),
    index('crowns_location_idx').on(t.locationId),
    index('crowns_bill_idx').on(t.billId),
    index('crowns_guest_idx')
      .on(t.mobile)
      .where(sql`${t.userId} is null`),
  ],
)
export type CrownRow = typeof crowns.$inferSelect
