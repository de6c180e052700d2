import { eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { mediaFiles, type MediaRow, type StoredVariant } from './media.tables.ts'

export async function insertMedia(db: Executor, values: typeof mediaFiles.$inferInsert) {
  const [row] = await db.insert(mediaFiles).values(values).returning()
  return row!
}

export async function findMedia(db: Executor, id: number): Promise<MediaRow | null> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id))
  return row ?? null
}

export async function findMediaByIds(db: Executor, ids: number[]): Promise<MediaRow[]> {
  const unique = [...new Set(ids)]
  if (!unique.length) return []
  return db.select().from(mediaFiles).where(inArray(mediaFiles.id, unique))
}

/** Keeps a file's variants; false when the file is gone. */
export async function setMediaVariants(db: Executor, id: number, variants: StoredVariant[]) {
  const rows = await db
    .update(mediaFiles)
    .set({ variants })
    .where(eq(mediaFiles.id, id))
    .returning({ id: mediaFiles.id })
  return rows.length > 0
}

/** Every object the media rows keep in storage (originals and variants), for a backup's list. */
export async function allStoredKeys(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ key: mediaFiles.key, variants: mediaFiles.variants })
    .from(mediaFiles)
  return rows.flatMap((row) => [row.key, ...row.variants.map((v) => v.key)])
}
