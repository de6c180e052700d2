import type { CharityStatus } from '@kheyr/contracts'
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import { bills } from '../payments/payments.tables.ts'
import { users } from '../users/users.tables.ts'

/**
 * A group of kinds of giving (the Islamic obligations, general giving...): `/charity` and the
 * home page show the kinds by their category.
 */
export const charityCategories = pgTable(
  'charity_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    /** The Islamic obligations (`props.islamic` is its id); one category at most. */
    islamic: boolean('islamic').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charity_categories_title_unique').on(t.title),
    uniqueIndex('charity_categories_islamic_unique')
      .on(t.islamic)
      .where(sql`${t.islamic}`),
  ],
)
export type CharityCategoryRow = typeof charityCategories.$inferSelect

/** A kind of giving (sadaqa, zakat, vow...) in its category, with its price module. */
export const charityTypes = pgTable(
  'charity_types',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    icon: text('icon'),
    description: text('description'),
    /** A category with kinds cannot be deleted (its kinds move to another first). */
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => charityCategories.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Suggested amounts (chips), whole toman. */
    defaultAmounts: jsonb('default_amounts').$type<number[]>().notNull().default([]),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull().default(1000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charity_types_slug_unique').on(t.slug),
    index('charity_types_category_idx').on(t.categoryId),
  ],
)
export type CharityTypeRow = typeof charityTypes.$inferSelect

/** One donation: a user's or a guest's, unpaid until its bill is paid. */
export const charities = pgTable(
  'charities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    guestMobile: text('guest_mobile'),
    charityTypeId: bigint('charity_type_id', { mode: 'number' })
      .notNull()
      .references(() => charityTypes.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description'),
    status: text('status').$type<CharityStatus>().notNull().default('unpaid'),
    /** The open bill this donation is in (pay-all moves it to a new one). */
    billId: bigint('bill_id', { mode: 'number' }).references(() => bills.id, {
      onDelete: 'set null',
    }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('charities_user_idx').on(t.userId, t.createdAt),
    index('charities_guest_idx').on(t.guestMobile),
    index('charities_type_idx').on(t.charityTypeId, t.status),
  ],
)
export type CharityRow = typeof charities.$inferSelect
