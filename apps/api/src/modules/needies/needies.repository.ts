import type { FinalStatus, NeedyPriority } from '@kheyr/contracts'
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Executor } from '../../db/client.ts'
import {
  needies,
  needyAttachments,
  needyDependents,
  needyHelps,
  needyVersions,
  needyVisits,
  type AttachmentRow,
  type NeedyRow,
  type VisitRow,
} from './needies.tables.ts'

/** Who may see which files: everyone (`null`) or one researcher's assigned people. */
export type RegistryScope = { researcherId: number } | null

/** The files a scope reaches, as a condition on `needies`. */
export const needyScope = (scope: RegistryScope): SQL | undefined =>
  scope ? eq(needies.researcherId, scope.researcherId) : undefined

/** Rows of another registry table (by its `needy_id`) whose person the scope reaches. */
export const childScope = (needyId: PgColumn, scope: RegistryScope): SQL | undefined =>
  scope
    ? sql`${needyId} in (select ${needies.id} from ${needies} where ${needies.researcherId} = ${scope.researcherId})`
    : undefined

/** `like` pattern for a prefix: the term's own `%`, `_` and `\` match themselves. */
const prefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The list's search: a number finds national codes, mobiles (with or without the leading 0) and
 * file numbers by prefix; words find people whose name or family starts with each word. Prefix
 * matches use the `text_pattern_ops` indexes, so the search stays fast on a large registry.
 */
export function searchNeedies(term: string): SQL | undefined {
  const compact = term.replace(/[\s\-()+]/g, '')
  if (/^\d+$/.test(compact)) {
    const mobile =
      compact.startsWith('98') && compact.length > 10 ? `0${compact.slice(2)}` : compact
    return or(
      sql`${needies.nationalCode} like ${prefix(compact)}`,
      sql`${needies.mobile} like ${prefix(mobile.startsWith('9') ? `0${mobile}` : mobile)}`,
      eq(needies.docId, compact),
    )
  }
  const words = term.split(/\s+/).filter(Boolean).slice(0, 4)
  if (!words.length) return undefined
  return and(
    ...words.map((w) =>
      or(sql`${needies.name} like ${prefix(w)}`, sql`${needies.family} like ${prefix(w)}`)!,
    ),
  )
}

/** Whether the person received help on a day matching every given bound (one help for all). */
export function helpedWithin(bounds: { op: string; value: unknown }[]): SQL {
  const ops: Record<string, string> = { eq: '=', ne: '<>', gte: '>=', lte: '<=', gt: '>', lt: '<' }
  const conditions = bounds.map((b) => {
    const day = b.value instanceof Date ? b.value.toISOString().slice(0, 10) : String(b.value)
    return sql`${needyHelps.givenAt} ${sql.raw(ops[b.op] ?? '=')} ${day}::date`
  })
  return sql`exists (select 1 from ${needyHelps} where ${needyHelps.needyId} = ${needies.id} and ${and(...conditions)})`
}

export const hasDependents = sql`exists (select 1 from ${needyDependents} where ${needyDependents.needyId} = ${needies.id})`

/**
 * A value that changes in every transaction that writes people, dependents or helps (see
 * `needyVersions`): the registry's lists keep their counts and totals while it stays the same.
 */
export const versionSql = sql<number>`(select sum(${needyVersions.version}) from ${needyVersions})`

/** Priority as a rank (`NEEDY_PRIORITIES` order), so sorting puts urgent files above low ones. */
export const priorityRank = sql`case ${needies.priority} when 'urgent' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`

export async function findNeedy(
  db: Executor,
  id: number,
  scope: RegistryScope,
  lock = false,
): Promise<NeedyRow | null> {
  const query = db
    .select()
    .from(needies)
    .where(and(eq(needies.id, id), needyScope(scope)))
  const [row] = await (lock ? query.for('update') : query)
  return row ?? null
}

/** The file holding this national code (other than `exceptId`), if any. */
export async function needyWithNationalCode(db: Executor, code: string, exceptId = 0) {
  const [row] = await db
    .select({ id: needies.id })
    .from(needies)
    .where(and(eq(needies.nationalCode, code), ne(needies.id, exceptId)))
  return row?.id ?? null
}

/** The household of the dependent holding this national code (other than `exceptId`), if any. */
export async function dependentWithNationalCode(db: Executor, code: string, exceptId = 0) {
  const [row] = await db
    .select({ id: needyDependents.id, needyId: needyDependents.needyId })
    .from(needyDependents)
    .where(and(eq(needyDependents.nationalCode, code), ne(needyDependents.id, exceptId)))
  return row ?? null
}

export async function helpCount(db: Executor, needyId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(needyHelps)
    .where(eq(needyHelps.needyId, needyId))
  return Number(row?.value ?? 0)
}

/** Name, family and national code of each person, for lists of dependents and helps. */
export async function needySummaries(db: Executor, ids: number[]) {
  const unique = [...new Set(ids)]
  if (!unique.length)
    return new Map<number, Pick<NeedyRow, 'id' | 'name' | 'family' | 'nationalCode'>>()
  const rows = await db
    .select({
      id: needies.id,
      name: needies.name,
      family: needies.family,
      nationalCode: needies.nationalCode,
    })
    .from(needies)
    .where(inArray(needies.id, unique))
  return new Map(rows.map((r) => [r.id, r]))
}

export async function updateNeedy(
  db: Executor,
  id: number,
  values: Partial<typeof needies.$inferInsert>,
): Promise<NeedyRow> {
  const [row] = await db
    .update(needies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(needies.id, id))
    .returning()
  return row!
}

/** The status form: a priority and a proposal; the final status itself is left to a visit. */
export const proposeStatus = (
  db: Executor,
  id: number,
  values: { priority: NeedyPriority; proposed: FinalStatus },
) => updateNeedy(db, id, { priority: values.priority, proposedFinalStatus: values.proposed })

export async function insertVisit(db: Executor, values: typeof needyVisits.$inferInsert) {
  const [row] = await db.insert(needyVisits).values(values).returning()
  return row!
}

/** A person's visits, newest first. */
export async function visitsOf(db: Executor, needyId: number): Promise<VisitRow[]> {
  return db
    .select()
    .from(needyVisits)
    .where(eq(needyVisits.needyId, needyId))
    .orderBy(desc(needyVisits.visitedAt), desc(needyVisits.id))
}

/** A person's helps (day and amount), for totals by Jalali year. */
export async function helpAmountsOf(db: Executor, needyId: number) {
  return db
    .select({ givenAt: needyHelps.givenAt, amount: needyHelps.amount })
    .from(needyHelps)
    .where(eq(needyHelps.needyId, needyId))
    .orderBy(asc(needyHelps.givenAt))
}

export type AttachmentOwner = { visitId: number } | { helpId: number }

export async function attachmentsOf(
  db: Executor,
  owners: { visitIds?: number[]; helpIds?: number[] },
): Promise<AttachmentRow[]> {
  const conditions = [
    owners.visitIds?.length ? inArray(needyAttachments.visitId, owners.visitIds) : undefined,
    owners.helpIds?.length ? inArray(needyAttachments.helpId, owners.helpIds) : undefined,
  ].filter((c): c is SQL => c !== undefined)
  if (!conditions.length) return []
  return db
    .select()
    .from(needyAttachments)
    .where(or(...conditions))
    .orderBy(asc(needyAttachments.id))
}

/** Which of these media rows are already attached to some record (and to which). */
export async function linkedMedia(db: Executor, mediaIds: number[]) {
  if (!mediaIds.length) return []
  return db.select().from(needyAttachments).where(inArray(needyAttachments.mediaId, mediaIds))
}

/** Makes `mediaIds` the files of `owner`: links new ones, drops the ones left out. */
export async function setAttachments(db: Executor, owner: AttachmentOwner, mediaIds: number[]) {
  const ownerColumn = 'visitId' in owner ? needyAttachments.visitId : needyAttachments.helpId
  const ownerId = 'visitId' in owner ? owner.visitId : owner.helpId
  const current = await db.select().from(needyAttachments).where(eq(ownerColumn, ownerId))
  const keep = new Set(mediaIds)
  const dropped = current.filter((a) => !keep.has(a.mediaId)).map((a) => a.id)
  if (dropped.length) await db.delete(needyAttachments).where(inArray(needyAttachments.id, dropped))
  const have = new Set(current.map((a) => a.mediaId))
  const added = mediaIds.filter((id) => !have.has(id))
  if (added.length)
    await db.insert(needyAttachments).values(added.map((mediaId) => ({ mediaId, ...owner })))
}

export const archivedCondition = (archived: boolean) =>
  archived ? isNotNull(needies.archivedAt) : isNull(needies.archivedAt)

const REGISTRY_TABLES = {
  needies: { table: needies, needyId: needies.id },
  'needies-dependents': { table: needyDependents, needyId: needyDependents.needyId },
  'needies-helps': { table: needyHelps, needyId: needyHelps.needyId },
} as const
export type RegistryResource = keyof typeof REGISTRY_TABLES

/** Whether a record of the registry exists and its person is within the scope. */
export async function existsInScope(
  db: Executor,
  resource: RegistryResource,
  id: number,
  scope: RegistryScope,
): Promise<boolean> {
  const { table, needyId } = REGISTRY_TABLES[resource]
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.id, id),
        resource === 'needies' ? needyScope(scope) : childScope(needyId, scope),
      ),
    )
  return rows.length > 0
}

/** The unique index a failed insert or update ran into (PostgreSQL and PGlite alike), or null. */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') {
      return e.constraint ?? /"([^"]+)"/.exec(String((e as Error).message))?.[1] ?? ''
    }
    e = e.cause as typeof e
  }
  return null
}
