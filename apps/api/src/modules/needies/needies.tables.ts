import type {
  Citizenship,
  DependentRelation,
  EducationLevel,
  FinalStatus,
  HelpType,
  MaritalStatus,
  NeedyGender,
  NeedyPriority,
  PhysicalCondition,
} from '@kheyr/contracts'
import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

/**
 * The people the charity helps (the head of each household). The most sensitive data in the
 * product: only staff reach it, researchers only the files assigned to them.
 */
export const needies = pgTable(
  'needies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    family: text('family').notNull(),
    fatherName: text('father_name'),
    /** 10 Latin digits; unique in the registry (null only for foreign citizens without one). */
    nationalCode: text('national_code'),
    docId: text('doc_id'),
    mobile: text('mobile').notNull(),
    secondMobile: text('second_mobile'),
    phone: text('phone'),
    city: text('city'),
    area: text('area'),
    address: text('address').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender').$type<NeedyGender>().notNull(),
    maritalStatus: text('marital_status').$type<MaritalStatus>(),
    job: text('job'),
    education: text('education').$type<EducationLevel>(),
    /** Toman a month. */
    monthlyIncome: bigint('monthly_income', { mode: 'number' }),
    dependentsCount: integer('dependents_count').notNull().default(0),
    orphansCount: integer('orphans_count').notNull().default(0),
    physicalCondition: text('physical_condition').$type<PhysicalCondition>(),
    citizenship: text('citizenship').$type<Citizenship>().notNull().default('iranian'),
    priority: text('priority').$type<NeedyPriority>().notNull().default('medium'),
    /** Changed only by a visit, in the visit's transaction. */
    finalStatus: text('final_status').$type<FinalStatus>().notNull().default('pending'),
    /** The status form's proposal for the next visit. */
    proposedFinalStatus: text('proposed_final_status').$type<FinalStatus>(),
    dateSeen: date('date_seen', { mode: 'string' }),
    researcherId: bigint('researcher_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Closed files: kept (with their help) instead of deleted. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One file per national code, even under concurrent registrations; `text_pattern_ops` also
    // serves the search's prefix match on the code.
    uniqueIndex('needies_national_code_unique').using(
      'btree',
      t.nationalCode.op('text_pattern_ops'),
    ),
    index('needies_created_idx').on(t.createdAt, t.id),
    index('needies_researcher_idx').on(t.researcherId),
    // The search matches name or family by prefix; the list's usual filters ride along in the
    // index, so a common name narrowed by status, priority and gender reads few rows.
    index('needies_name_idx').using(
      'btree',
      t.name.op('text_pattern_ops'),
      t.finalStatus,
      t.priority,
      t.gender,
    ),
    index('needies_family_idx').using(
      'btree',
      t.family.op('text_pattern_ops'),
      t.finalStatus,
      t.priority,
      t.gender,
    ),
    index('needies_mobile_idx').using('btree', t.mobile.op('text_pattern_ops')),
    index('needies_doc_id_idx').on(t.docId),
    check('needies_orphans_check', sql`${t.orphansCount} <= ${t.dependentsCount}`),
  ],
)
export type NeedyRow = typeof needies.$inferSelect

/** The people a needy person provides for. */
export const needyDependents = pgTable(
  'needy_dependents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    needyId: bigint('needy_id', { mode: 'number' })
      .notNull()
      .references(() => needies.id, { onDelete: 'cascade' }),
    relation: text('relation').$type<DependentRelation>().notNull(),
    name: text('name').notNull(),
    family: text('family').notNull(),
    nationalCode: text('national_code'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender').$type<NeedyGender>(),
    education: text('education').$type<EducationLevel>(),
    job: text('job'),
    health: text('health'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('needy_dependents_national_code_unique').on(t.nationalCode),
    index('needy_dependents_needy_idx').on(t.needyId),
    index('needy_dependents_created_idx').on(t.createdAt, t.id),
  ],
)
export type DependentRow = typeof needyDependents.$inferSelect

/** A researcher's visit and the final status it decided. Append-only: history is not rewritten. */
export const needyVisits = pgTable(
  'needy_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    needyId: bigint('needy_id', { mode: 'number' })
      .notNull()
      .references(() => needies.id, { onDelete: 'cascade' }),
    visitedAt: date('visited_at', { mode: 'string' }).notNull(),
    researcherId: bigint('researcher_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    report: text('report').notNull(),
    finalStatus: text('final_status').$type<FinalStatus>().notNull(),
    previousStatus: text('previous_status').$type<FinalStatus>().notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('needy_visits_needy_idx').on(t.needyId, t.visitedAt, t.id)],
)
export type VisitRow = typeof needyVisits.$inferSelect

/** Help given to a person: money in toman, or goods and services at what they were worth. */
export const needyHelps = pgTable(
  'needy_helps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // No cascade: a person with help on record is archived, never deleted.
    needyId: bigint('needy_id', { mode: 'number' })
      .notNull()
      .references(() => needies.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    givenAt: date('given_at', { mode: 'string' }).notNull(),
    type: text('type').$type<HelpType>().notNull(),
    description: text('description'),
    givenBy: bigint('given_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('needy_helps_needy_idx').on(t.needyId, t.givenAt),
    index('needy_helps_given_idx').on(t.givenAt, t.id),
    check('needy_helps_amount_check', sql`${t.amount} >= 0`),
  ],
)
export type HelpRow = typeof needyHelps.$inferSelect

/**
 * Files on a visit or a help: rows of the media module (private, in the `needies` collection),
 * which owns that table; each file belongs to one record.
 */
export const needyAttachments = pgTable(
  'needy_attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    mediaId: bigint('media_id', { mode: 'number' }).notNull(),
    visitId: bigint('visit_id', { mode: 'number' }).references(() => needyVisits.id, {
      onDelete: 'cascade',
    }),
    helpId: bigint('help_id', { mode: 'number' }).references(() => needyHelps.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('needy_attachments_media_unique').on(t.mediaId),
    index('needy_attachments_visit_idx').on(t.visitId),
    index('needy_attachments_help_idx').on(t.helpId),
    check('needy_attachments_owner_check', sql`(${t.visitId} is null) <> (${t.helpId} is null)`),
  ],
)
export type AttachmentRow = typeof needyAttachments.$inferSelect

/**
 * How many times the registry's people, dependents and helps have been written, for the lists'
 * kept counts and totals (decision 009): a trigger adds one to a row of this table before every
 * statement that writes those tables, in that statement's transaction, so the sum changes exactly
 * when what a reader can see changes. Sixteen rows, picked by the connection, so concurrent
 * writers do not queue on one row.
 */
export const needyVersions = pgTable('needy_versions', {
  shard: integer('shard').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
