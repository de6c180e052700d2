import {
  bulkDeleted,
  dataOf,
  historyEntry,
  notice,
  paginated,
  type Lang,
  type NoticeKey,
  type Permission,
  type EditableGroup,
} from '@kheyr/contracts'
import {
  and,
  asc,
  desc,
  getTableColumns,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z, type ZodObject, type ZodType } from 'zod'
import type { Tx } from '../../db/client.ts'
import { historyOf, recordAudit } from '../../modules/audit/audit.service.ts'
import { userNames } from '../../modules/users/users.service.ts'
import { notFound } from '../errors.ts'
import type { Rules } from '../../plugins/precognition.ts'
import { sendSpreadsheet, spreadsheetFormat } from './spreadsheet.ts'
import { parseListQuery, type ColumnSpec, type ListFilter, type ListQuery } from './list-query.ts'
import { pageMeta } from '../pagination.ts'
import type { KeptModule } from '../kept-answers.ts'

type AnyRow = Record<string, unknown> & { id: number }
/** A list's count (`__count`) and totals, as the summary's JSON object. */
type Figures = Record<string, unknown>
export type ResourceContext = { request: FastifyRequest; tx: Tx }

export type ResourceColumn = ColumnSpec & {
  column: PgColumn | SQL
  /**
   * For columns that are not a plain comparison (a user's role lives in another table).
   * `sameColumn` holds every filter on this column, so a range (`gte` and `lte`) can be one
   * condition on one related row.
   */
  where?: (filter: ListFilter, sameColumn: ListFilter[]) => SQL
}

/**
 * A dashboard resource, declared once: its table, permission group, the columns clients may
 * search, filter and sort, and how its rows look outside. The routes, permission checks, live
 * validation, audit log, history and OpenAPI docs follow from it. Resource-specific behaviour
 * plugs in through the hooks below instead of copies of this code.
 */
export type ResourceDefinition<Row extends AnyRow, Out, CreateIn, UpdateIn> = {
  /** URL segment (`/api/dashboard/{name}`) and the audit log's resource name. */
  name: string
  table: PgTable & { id: PgColumn }
  permission: EditableGroup
  columns: Record<string, ResourceColumn>
  defaultSort: string
  /**
   * `?search=` as a condition, for tables too big for the default (`ilike '%term%'` on every
   * searchable column) to stay fast; gets the term with its digits and letters normalised.
   */
  search?: (term: string) => SQL | undefined
  /**
   * Values from related rows selected with each row of a list page and of an export (a kind's
   * title...), so presenting a page costs no further query. `present` finds them as fields of
   * those rows; rows read otherwise (one record, a record just written) come without them.
   */
  listWith?: Record<string, SQL>
  /** The row as the dashboard sees it (for docs and serialisation). */
  output: ZodType<Out>
  present: (rows: Row[], request: FastifyRequest) => Promise<Out[]> | Out[]
  /** Rows outside this scope do not exist for the dashboard (e.g. soft-deleted ones). */
  scope?: (request: FastifyRequest) => SQL | undefined
  create?: {
    input: ZodObject
    values: (
      input: CreateIn,
      ctx: ResourceContext,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>
    after?: (row: Row, input: CreateIn, ctx: ResourceContext) => Promise<void>
  }
  update?: {
    input: ZodObject
    values: (
      input: UpdateIn,
      row: Row,
      ctx: ResourceContext,
    ) => Promise<Record<string, unknown>> | Record<string, unknown>
    after?: (row: Row, input: UpdateIn, before: Row, ctx: ResourceContext) => Promise<void>
  }
  /** Present to allow deleting (one and in bulk); absent for read-only or append-only data. */
  remove?: {
    /** Throw (e.g. a 409) to refuse; runs in the delete's transaction. */
    before?: (row: Row, ctx: ResourceContext) => Promise<void>
    /** Keeps the row and marks it deleted instead (pair it with `scope` to hide such rows). */
    soft?: (row: Row, ctx: ResourceContext) => Promise<void>
  }
  /** Database checks for create and update (unique fields, ...), live and on submit. */
  rules?: { create?: Rules; update?: Rules }
  /**
   * Aggregates over every row the list's filter matches, sent as `meta.totals`. Counts come as
   * numbers; sums of money may pass 2^53, so compute them exactly in SQL and cast to text
   * (`sum(x)::text`): they are sent as strings of digits (`listMeta`). A function makes them
   * per request (sums that depend on the day, like what is due).
   */
  totals?:
    | Record<string, SQL<number> | SQL<string>>
    | ((request: FastifyRequest) => Record<string, SQL<number> | SQL<string>>)
  /**
   * Keeps each filter's count and totals until the rows change, for lists too big to count on
   * every page. `version` is a value the same statement reads (e.g. from a table a trigger bumps
   * in every transaction that writes the rows the summary reads), so a kept summary is used only
   * while nothing it counted has changed: never stale, even with several instances. `covers`
   * says whether a list query reads only what the version follows (a search through another
   * module's table may not); the rest are counted every time.
   */
  summaryCache?: {
    version: SQL<number>
    covers?: (query: ListQuery) => boolean
  }
  /**
   * Keeps the list's whole answers in memory while no table of these modules is written (the
   * resource's own module among them): a page served again costs no query (decision 021). Only
   * for lists whose rows, presentation and scope follow from those modules' tables, the caller
   * and the day.
   */
  keep?: { reads: readonly KeptModule[] }
  /** Download of the filtered rows as CSV or XLSX, behind its own permission. */
  export?: {
    permission: Permission
    filename: string
    columns: ExportColumn<Out>[]
  }
  /** What goes into the audit log for a row (defaults to the row, secrets redacted). */
  audit?: (row: Row) => Record<string, unknown>
  tags?: string[]
}

/** A spreadsheet column: its header from the catalogue, its cell in the request's language. */
export type ExportColumn<Out> = {
  header: NoticeKey<'exports'>
  value: (row: Out, lang: Lang) => string | number | null
}

const OPERATORS = { eq, ne, gte, lte, gt, lt } as const
/** The extra field a list page's rows carry: the count and totals (see `summaryOf`). */
const SUMMARY = '__summary'
const COUNT = '__count'
/** ...and the version of the rows it was counted at (see `summaryCache`). */
const VERSION = '__version'
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const idParams = z.object({ id: z.string() })
const EXPORT_LIMIT = 50_000
/** Summaries kept per resource (by filter and day), the least recently used dropped first. */
const SUMMARY_CACHE_SIZE = 200
const dialect = new PgDialect()
const bulkDeleteInput = z.object({
  ids: z.array(z.coerce.number().int().positive()).min(1).max(100),
})

function parseId(raw: string): number {
  const id = Number(raw)
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound()
  return id
}

export { historyEntry }

/** A record's audit trail, newest first, in the history panel's shape. */
export async function historyResponse(
  db: Parameters<typeof historyOf>[0],
  resource: string,
  id: number | string,
) {
  const rows = await historyOf(db, resource, id)
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.userId ? [r.userId] : [])),
  )
  return {
    data: rows.map((r) => ({
      id: r.id,
      action: r.action,
      user: r.userId ? { id: r.userId, name: names.get(r.userId) ?? '' } : null,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
      created_at: r.createdAt.toISOString(),
    })),
  }
}

function filterCondition(
  columns: Record<string, ResourceColumn>,
  filter: ListFilter,
  filters: ListFilter[],
): SQL {
  const spec = columns[filter.column]!
  if (spec.where)
    return spec.where(
      filter,
      filters.filter((f) => f.column === filter.column),
    )
  const value = filter.value
  if (spec.type === 'text' && (filter.op === 'eq' || filter.op === 'ne')) {
    const condition = ilike(spec.column as PgColumn, String(value))
    return filter.op === 'eq' ? condition : sql`not ${condition}`
  }
  return OPERATORS[filter.op](spec.column as PgColumn, value)
}

/**
 * The WHERE of a parsed list query over a resource's columns: its filters, and its search (the
 * resource's own, or `ilike` over the searchable columns). Routes beside a resource (a print
 * sheet) share the list's filters this way.
 */
export function listConditions(
  columns: Record<string, ResourceColumn>,
  query: Pick<ListQuery, 'filters' | 'search'>,
  search?: (term: string) => SQL | undefined,
): SQL | undefined {
  const conditions: SQL[] = query.filters.map((f) => filterCondition(columns, f, query.filters))
  if (query.search && search) {
    const condition = search(query.search)
    if (condition) conditions.push(condition)
  } else if (query.search) {
    const searchable = Object.values(columns).filter((c) => c.search)
    if (searchable.length) {
      const term = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      conditions.push(or(...searchable.map((c) => ilike(c.column as PgColumn, term)))!)
    }
  }
  return conditions.length ? and(...conditions) : undefined
}

/** Builds the routes of a resource as a Fastify plugin. */
export function defineResource<Row extends AnyRow, Out, CreateIn = never, UpdateIn = never>(
  def: ResourceDefinition<Row, Out, CreateIn, UpdateIn>,
): FastifyPluginAsyncZod {
  const base = `/api/dashboard/${def.name}`
  const tags = def.tags ?? [def.name]
  const auditOf = (row: Row | null) =>
    row ? (def.audit ? def.audit(row) : (row as Record<string, unknown>)) : null

  return async (app) => {
    const db = app.db
    const scoped = (request: FastifyRequest, condition?: SQL) => {
      const parts = [condition, def.scope?.(request)]
      return and(...parts.filter((p): p is SQL => p !== undefined))
    }
    const find = async (
      request: FastifyRequest,
      id: number,
      executor: Tx | typeof db = db,
      lock = false,
    ) => {
      const query = executor
        .select()
        .from(def.table as PgTable)
        .where(scoped(request, eq(def.table.id, id)))
      const [row] = await (lock ? query.for('update') : query)
      if (!row) throw notFound()
      return row as Row
    }
    const presentOne = async (row: Row, request: FastifyRequest) =>
      (await def.present([row], request))[0]!
    /** What a list page and an export read of each row. */
    const listColumns = { ...getTableColumns(def.table as PgTable), ...def.listWith }

    /** How many rows match `where`, and the resource's totals over them, as one JSON object. */
    const summaryOf = (request: FastifyRequest, where: SQL | undefined) => {
      const totals = typeof def.totals === 'function' ? def.totals(request) : def.totals
      const fields = [
        sql.raw(`'${COUNT}', count(*)`),
        ...Object.entries(totals ?? {}).map(([key, expression]) => {
          if (!/^\w+$/.test(key)) throw new Error(`Bad total name ${key}`)
          return sql`${sql.raw(`'${key}'`)}, ${expression}`
        }),
      ]
      return sql<
        Record<string, unknown>
      >`(select json_build_object(${sql.join(fields, sql`, `)}) from ${def.table} where ${where ?? sql`true`})`
    }

    /**
     * Count and totals kept by the exact SQL and values of their summary (filters, search, scope
     * and day), with the version they were counted at (see `summaryCache`).
     */
    const summaries = new Map<string, { version: string; figures: Figures }>()
    const keep = (key: string, version: unknown, figures: Figures) => {
      summaries.delete(key)
      summaries.set(key, { version: String(version), figures })
      if (summaries.size > SUMMARY_CACHE_SIZE) summaries.delete(summaries.keys().next().value!)
      return figures
    }

    /**
     * The page of rows, and the count and totals over every matching row. Without kept figures,
     * one statement: the page and the summary (computed once, as an init plan, with the plan a
     * separate count would get). With kept figures, the page and the version; the summary is
     * counted again (a second statement) only when the version has moved on.
     */
    const pageAndSummary = async (
      request: FastifyRequest,
      query: ListQuery,
      where: SQL | undefined,
      order: SQL,
    ): Promise<{ rows: Row[]; figures: Figures }> => {
      const summary = summaryOf(request, where)
      const cache = def.summaryCache
      const cached = cache && (!cache.covers || cache.covers(query))
      const version = cached ? sql<string>`(${cache.version})::text` : null
      let key = ''
      if (cached) {
        const compiled = dialect.sqlToQuery(summary)
        key = `${compiled.sql}\u0000${JSON.stringify(compiled.params)}`
      }
      const kept = cached ? summaries.get(key) : undefined
      const found = await db
        .select({
          ...listColumns,
          ...(kept ? {} : { [SUMMARY]: summary }),
          ...(version ? { [VERSION]: version } : {}),
        })
        .from(def.table as PgTable)
        .where(where)
        .orderBy(order, desc(def.table.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage)
      const rows = found.map(({ [SUMMARY]: _s, [VERSION]: _v, ...row }) => row as Row)
      const first = found[0]
      if (first && !kept) {
        const figures = first[SUMMARY] as Figures
        return { rows, figures: version ? keep(key, first[VERSION], figures) : figures }
      }
      if (first && kept && String(first[VERSION]) === kept.version)
        return { rows, figures: keep(key, kept.version, kept.figures) }
      // An empty page carries no summary, and a kept one may be out of date: ask for it alone
      // (a kept one is counted again only if the version has moved on since).
      const [alone] = rowsOf<{ summary: Figures | null; version?: unknown }>(
        await db.execute(
          version
            ? sql`select ${kept ? sql`case when ${version} = ${kept.version} then null else ${summary} end` : summary} as summary, ${version} as version`
            : sql`select ${summary} as summary`,
        ),
      )
      if (!version) return { rows, figures: alone!.summary! }
      return { rows, figures: keep(key, alone!.version, alone!.summary ?? kept!.figures) }
    }

    /** The list's query, its WHERE (filters, search, scope) and ORDER BY; the export shares them. */
    const listed = (request: FastifyRequest, rawQuery: Record<string, unknown>) => {
      const query = parseListQuery(rawQuery, def.columns, def.defaultSort)
      const where = scoped(request, listConditions(def.columns, query, def.search))
      const sortColumn = def.columns[query.sort.column]!.column
      const order = query.sort.direction === 'asc' ? asc(sortColumn) : desc(sortColumn)
      return { query, where, order }
    }

    app.get(
      base,
      {
        config: { permission: `${def.permission}.view`, ...(def.keep ? { keep: def.keep } : {}) },
        schema: {
          tags,
          summary: `Lists ${def.name} (page, per_page, sort, search, filter[col][op])`,
          querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
          response: { 200: paginated(def.output) },
        },
      },
      async (request) => {
        const { query, where, order } = listed(request, request.query)
        const { rows, figures } = await pageAndSummary(request, query, where, order)
        const { [COUNT]: total, ...sums } = figures
        return {
          data: await def.present(rows, request),
          meta: {
            ...pageMeta(query.page, query.perPage, Number(total ?? 0)),
            ...(def.totals
              ? {
                  totals: Object.fromEntries(
                    Object.entries(sums).map(([k, v]) => [
                      k,
                      typeof v === 'string' ? v : Number(v ?? 0),
                    ]),
                  ),
                }
              : {}),
          },
        }
      },
    )

    if (def.export) {
      const spec = def.export
      app.get(
        `${base}/export`,
        {
          config: { permission: spec.permission },
          schema: {
            tags,
            summary: `Downloads the filtered ${def.name} as CSV or XLSX (format=csv|xlsx)`,
            querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
          },
        },
        async (request, reply) => {
          const { format: requested, ...rest } = request.query as Record<string, string>
          const format = spreadsheetFormat(requested)
          const { where, order } = listed(request, rest)
          const rows = (await db
            .select(listColumns)
            .from(def.table as PgTable)
            .where(where)
            .orderBy(order, desc(def.table.id))
            .limit(EXPORT_LIMIT)) as Row[]
          const presented: Out[] = []
          for (let i = 0; i < rows.length; i += 500) {
            presented.push(...(await def.present(rows.slice(i, i + 500), request)))
          }
          return sendSpreadsheet(reply, {
            filename: spec.filename,
            format,
            header: spec.columns.map((c) => notice(request.lang, 'exports', c.header)),
            rows: presented.map((row) => spec.columns.map((c) => c.value(row, request.lang))),
          })
        },
      )
    }

    app.get(
      `${base}/:id`,
      {
        config: { permission: `${def.permission}.view` },
        schema: {
          tags,
          summary: `One of ${def.name}`,
          params: idParams,
          response: { 200: dataOf(def.output) },
        },
      },
      async (request) => ({
        data: await presentOne(await find(request, parseId(request.params.id)), request),
      }),
    )

    app.get(
      `${base}/:id/history`,
      {
        config: { permission: `${def.permission}.view` },
        schema: {
          tags,
          summary: `Who changed this record, when, before and after`,
          params: idParams,
          response: { 200: z.object({ data: z.array(historyEntry) }) },
        },
      },
      async (request) => {
        const id = parseId(request.params.id)
        // A deleted record still has its history; an id that never existed has none.
        return historyResponse(db, def.name, id)
      },
    )

    if (def.create) {
      const create = def.create
      app.post(
        base,
        {
          config: {
            permission: `${def.permission}.create`,
            precognition: true,
            ...(def.rules?.create ? { rules: def.rules.create } : {}),
          },
          schema: {
            tags,
            summary: `Creates one of ${def.name}`,
            body: create.input,
            response: { 201: dataOf(def.output) },
          },
        },
        async (request, reply) => {
          const input = request.body as CreateIn
          const row = await db.transaction(async (tx) => {
            const ctx = { request, tx }
            const [inserted] = await tx
              .insert(def.table as PgTable)
              .values((await create.values(input, ctx)) as never)
              .returning()
            const created = inserted as Row
            await create.after?.(created, input, ctx)
            await recordAudit(tx, request, {
              action: 'created',
              resource: def.name,
              recordId: created.id,
              before: null,
              after: auditOf(created),
            })
            return created
          })
          return reply.code(201).send({ data: await presentOne(row, request) })
        },
      )
    }

    if (def.update) {
      const update = def.update
      app.put(
        `${base}/:id`,
        {
          config: {
            permission: `${def.permission}.update`,
            precognition: true,
            ...(def.rules?.update ? { rules: def.rules.update } : {}),
          },
          schema: {
            tags,
            summary: `Updates one of ${def.name}`,
            params: idParams,
            body: update.input,
            response: { 200: dataOf(def.output) },
          },
        },
        async (request) => {
          const id = parseId(request.params.id)
          const input = request.body as UpdateIn
          const row = await db.transaction(async (tx) => {
            const ctx = { request, tx }
            const before = await find(request, id, tx, true)
            const values = await update.values(input, before, ctx)
            const [changed] = await tx
              .update(def.table as PgTable)
              .set({
                ...values,
                ...('updatedAt' in def.table ? { updatedAt: new Date() } : {}),
              } as never)
              .where(eq(def.table.id, id))
              .returning()
            const after = changed as Row
            await update.after?.(after, input, before, ctx)
            await recordAudit(tx, request, {
              action: 'updated',
              resource: def.name,
              recordId: id,
              before: auditOf(before),
              after: auditOf(after),
            })
            return after
          })
          return { data: await presentOne(row, request) }
        },
      )
    }

    const removeOne = async (request: FastifyRequest, tx: Tx, row: Row) => {
      await def.remove?.before?.(row, { request, tx })
      if (def.remove?.soft) {
        await def.remove.soft(row, { request, tx })
      } else {
        await tx.delete(def.table as PgTable).where(eq(def.table.id, row.id))
      }
      await recordAudit(tx, request, {
        action: 'deleted',
        resource: def.name,
        recordId: row.id,
        before: auditOf(row),
        after: null,
      })
    }

    if (!def.remove) return

    app.delete(
      `${base}/:id`,
      {
        config: { permission: `${def.permission}.delete` },
        schema: {
          tags,
          summary: `Deletes one of ${def.name}`,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const id = parseId(request.params.id)
        await db.transaction(async (tx) =>
          removeOne(request, tx, await find(request, id, tx, true)),
        )
        return reply.code(204).send(null)
      },
    )

    app.post(
      `${base}/bulk-delete`,
      {
        config: { permission: `${def.permission}.delete` },
        schema: {
          tags,
          summary: `Deletes several of ${def.name} at once (all or none)`,
          body: bulkDeleteInput,
          response: { 200: bulkDeleted },
        },
      },
      async (request) => {
        const ids = [...new Set(request.body.ids)]
        const deleted = await db.transaction(async (tx) => {
          const rows = (await tx
            .select()
            .from(def.table as PgTable)
            .where(scoped(request, inArray(def.table.id, ids)))
            .for('update')) as Row[]
          if (rows.length !== ids.length) throw notFound()
          for (const row of rows) await removeOne(request, tx, row)
          return rows.length
        })
        return { data: { deleted } }
      },
    )
  }
}
