import type {
  ChestDischargeStatus,
  ChestOutcome,
  ChestPaymentSource,
  ChestStatus,
  Weekday,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { bills } from '../payments/payments.tables.ts'
import { users } from '../users/users.tables.ts'

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}

/** Kinds of box (home, shop...), offered to owners while active (settings). */
export const chestTypes = pgTable('chest_types', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
})
export type ChestTypeRow = typeof chestTypes.$inferSelect

/** What boxes are made of (metal, plastic...), offered to owners while active (settings). */
export const chestMaterials = pgTable('chest_materials', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  description: text('description'),
  active: boolean('active').notNull().default(true),
  ...timestamps,
})
export type ChestMaterialRow = typeof chestMaterials.$inferSelect

/** A charity box at someone's home or shop. */
export const chests = pgTable(
  'chests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Printed on the box; unique, given when staff approve the request. */
    code: text('code'),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    chestTypeId: bigint('chest_type_id', { mode: 'number' })
      .notNull()
      .references(() => chestTypes.id),
    chestMaterialId: bigint('chest_material_id', { mode: 'number' }).references(
      () => chestMaterials.id,
    ),
    status: text('status').$type<ChestStatus>().notNull().default('requested'),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** Whom the collector calls (the owner's mobile unless they gave another number). */
    phone: text('phone'),
    note: text('note'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chests_code_unique').on(t.code),
    index('chests_user_idx').on(t.userId, t.createdAt),
    index('chests_status_idx').on(t.status, t.createdAt),
    index('chests_type_idx').on(t.chestTypeId),
    index('chests_material_idx').on(t.chestMaterialId),
  ],
)
export type ChestRow = typeof chests.$inferSelect

/**
 * A drain (emptying) request and, once a collector went, what the visit found. At most one per
 * box is open (`pending` or `assigned`): a partial unique index holds it under concurrent clicks.
 */
export const chestDischarges = pgTable(
  'chest_discharges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chestId: bigint('chest_id', { mode: 'number' })
      .notNull()
      .references(() => chests.id, { onDelete: 'cascade' }),
    /** Who asked (the owner, or staff on their behalf). */
    requestedBy: bigint('requested_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<ChestDischargeStatus>().notNull().default('pending'),
    preferredDays: jsonb('preferred_days').$type<Weekday[]>().notNull().default([]),
    note: text('note'),
    collectorId: bigint('collector_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    scheduledFor: date('scheduled_for', { mode: 'string' }),
    outcome: text('outcome').$type<ChestOutcome>(),
    /** Toman counted (outcome `collected`). */
    amount: bigint('amount', { mode: 'number' }),
    /** The staff-only cash bill the counted money was recorded in. */
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id),
    recordedBy: bigint('recorded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chest_discharges_open_unique')
      .on(t.chestId)
      .where(sql`${t.status} in ('pending', 'assigned')`),
    index('chest_discharges_chest_idx').on(t.chestId, t.createdAt),
    index('chest_discharges_queue_idx').on(t.status, t.scheduledFor),
    index('chest_discharges_collector_idx').on(t.collectorId, t.scheduledFor),
  ],
)
export type ChestDischargeRow = typeof chestDischarges.$inferSelect

/**
 * Money that came out of a box, each paid through a bill (`chest` item kind): counted by a
 * collector (the staff-only cash gateway) or paid online by the owner. Unpaid until its bill is.
 */
export const chestPayments = pgTable(
  'chest_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chestId: bigint('chest_id', { mode: 'number' })
      .notNull()
      .references(() => chests.id),
    source: text('source').$type<ChestPaymentSource>().notNull(),
    dischargeId: bigint('discharge_id', { mode: 'number' }).references(() => chestDischarges.id),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'unpaid' | 'paid'>().notNull().default('unpaid'),
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('chest_payments_chest_idx').on(t.chestId, t.paidAt),
    uniqueIndex('chest_payments_discharge_unique')
      .on(t.dischargeId)
      .where(sql`${t.dischargeId} is not null`),
  ],
)
export type ChestPaymentRow = typeof chestPayments.$inferSelect
