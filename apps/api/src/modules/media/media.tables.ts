import type { MediaKind, MediaVisibility } from '@kheyr/contracts'
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from '../users/users.tables.ts'

/** A resized WebP copy of an image, stored next to the original. */
export type StoredVariant = { width: number; height: number; key: string; size: number }

/**
 * Uploaded files. `collection` keeps the dashboard's library apart from files other features
 * store for their own records (feedback attachments...), which the library does not list.
 */
export const mediaFiles = pgTable(
  'media',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collection: text('collection').notNull().default('library'),
    visibility: text('visibility').$type<MediaVisibility>().notNull().default('public'),
    /** The storage driver that holds it (`local` or `s3`). */
    disk: text('disk').notNull(),
    /** Random, never reused: `public/2025/06/<32 hex>.jpg`. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    alt: text('alt'),
    mime: text('mime').notNull(),
    extension: text('extension').notNull(),
    kind: text('kind').$type<MediaKind>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull().default([]),
    uploadedBy: bigint('uploaded_by', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_key_unique').on(t.key),
    index('media_collection_created_idx').on(t.collection, t.createdAt),
    index('media_kind_idx').on(t.kind),
  ],
)
export type MediaRow = typeof mediaFiles.$inferSelect
