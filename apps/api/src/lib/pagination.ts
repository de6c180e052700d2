import { DEFAULT_PAGE_SIZE } from '@kheyr/contracts/list'
import { count, desc, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from '../db/client.ts'

/** The `meta` of a paginated answer (ARCHITECTURE.md, "HTTP contract"). */
export const pageMeta = (page: number, perPage: number, total: number) => ({
  current_page: page,
  per_page: perPage,
  total,
  last_page: Math.max(1, Math.ceil(total / perPage)),
})

/** One page of a table's rows matching `where`, newest first, with its `meta`. */
export async function pageOf<T extends PgTable & { id: AnyPgColumn }>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  page: number,
  perPage = DEFAULT_PAGE_SIZE,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(desc(table.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ value: count() })
      .from(table as PgTable)
      .where(where),
  ])
  return {
    rows: rows as T['$inferSelect'][],
    meta: pageMeta(page, perPage, Number(total?.value ?? 0)),
  }
}
