import { asc, eq, max, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { sliders, type SliderRow } from './sliders.tables.ts'

/** The active slides, in their order. */
export async function activeSlides(db: Executor): Promise<SliderRow[]> {
  return db
    .select()
    .from(sliders)
    .where(eq(sliders.active, true))
    .orderBy(asc(sliders.sortOrder), asc(sliders.id))
}

/** Every slide, in its order (the dashboard after a reorder). */
export async function allSlides(db: Executor): Promise<SliderRow[]> {
  return db.select().from(sliders).orderBy(asc(sliders.sortOrder), asc(sliders.id))
}

/** A new slide goes after the others. */
export async function nextSortOrder(db: Executor): Promise<number> {
  const [row] = await db.select({ value: max(sliders.sortOrder) }).from(sliders)
  return row?.value === null || row?.value === undefined ? 0 : Number(row.value) + 1
}

/**
 * Puts `ids` first, in that order; every other slide follows in its old order. Returns the
 * slides before and after, for the audit log.
 */
export async function reorderSlides(db: Executor, ids: number[]) {
  const all = await db
    .select({ id: sliders.id, sortOrder: sliders.sortOrder })
    .from(sliders)
    .orderBy(asc(sliders.sortOrder), asc(sliders.id))
    .for('update')
  const known = new Set(all.map((r) => r.id))
  const chosen = [...new Set(ids)].filter((id) => known.has(id))
  const rest = all.map((r) => r.id).filter((id) => !chosen.includes(id))
  const order = [...chosen, ...rest]
  for (const [index, id] of order.entries()) {
    const current = all.find((r) => r.id === id)!
    if (current.sortOrder !== index) {
      await db
        .update(sliders)
        .set({ sortOrder: index, updatedAt: sql`now()` })
        .where(eq(sliders.id, id))
    }
  }
  return { before: all.map((r) => r.id), after: order, unknown: ids.filter((id) => !known.has(id)) }
}
