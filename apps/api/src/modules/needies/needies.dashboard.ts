import {
  CITIZENSHIPS,
  dataOf,
  dependent,
  dependentInput,
  dependentUpdateInput,
  DEPENDENT_RELATIONS,
  EDUCATION_LEVELS,
  encodeMessage,
  FINAL_STATUSES,
  help,
  helpInput,
  helpUpdateInput,
  helpYearTotal,
  HELP_TYPES,
  MARITAL_STATUSES,
  needy,
  needyAttachment,
  needyInput,
  needyStatusInput,
  NEEDY_GENDERS,
  NEEDY_PRIORITIES,
  PHYSICAL_CONDITIONS,
  researcherOption,
  visit,
  visitInput,
  type Dependent,
  type DependentInput,
  type DependentUpdateInput,
  type Help,
  type HelpInput,
  type HelpUpdateInput,
  type Needy,
  type NeedyAttachment,
  type NeedyInput,
  type NeedyPriority,
} from '@kheyr/contracts'
import { inArray, not, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { AppError, invalid, notFound, ValidationError } from '../../lib/errors.ts'
import { defineResource } from '../../lib/resource/define-resource.ts'
import type { ListFilter } from '../../lib/resource/list-query.ts'
import { defineRules } from '../../plugins/precognition.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { MAX_UPLOAD_BYTES } from '../media/media.service.ts'
import { displayName, holdersOf } from '../users/users.service.ts'
import { neediesExportColumns } from './needies.export.ts'
import {
  presentDependents,
  presentHelps,
  presentNeedies,
  presentVisits,
} from './needies.presenter.ts'
import {
  archivedCondition,
  childScope,
  dependentWithNationalCode,
  existsInScope,
  findNeedy,
  hasDependents,
  helpCount,
  helpedWithin,
  needyScope,
  needyWithNationalCode,
  priorityRank,
  proposeStatus,
  searchNeedies,
  setAttachments,
  updateNeedy,
  versionSql,
  violatedUniqueIndex,
  visitsOf,
  type RegistryResource,
  type RegistryScope,
} from './needies.repository.ts'
import {
  assertAttachments,
  assertResearcher,
  helpTotalsByYear,
  recordRead,
  registryScope,
  RESEARCHER_PERMISSION,
  storeAttachment,
  submitVisit,
} from './needies.service.ts'
import {
  needies,
  needyDependents,
  needyHelps,
  type DependentRow,
  type HelpRow,
  type NeedyRow,
} from './needies.tables.ts'

const idParams = z.object({ id: z.coerce.number().int().positive() })
const OPS = { eq: '=', ne: '<>', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const

/** A `date` column compared with a day (`YYYY-MM-DD`), whatever the filter's operator. */
const dayFilter = (column: PgColumn) => (f: ListFilter) =>
  sql`${column} ${sql.raw(OPS[f.op])} ${(f.value as Date).toISOString().slice(0, 10)}::date`

/** A yes/no filter on a condition: `filter[x]=1` keeps rows where it holds, `=0` the others. */
const booleanFilter = (condition: SQL) => (f: ListFilter) =>
  (f.value === true) === (f.op === 'eq') ? condition : not(condition)

/** The priorities a filter keeps, compared by rank, as a list the search's index can use. */
function priorityFilter(f: ListFilter): SQL {
  const target = NEEDY_PRIORITIES.indexOf(f.value as NeedyPriority)
  const keep = NEEDY_PRIORITIES.filter((_, rank) => {
    switch (f.op) {
      case 'eq':
        return rank === target
      case 'ne':
        return rank !== target
      case 'gte':
        return rank >= target
      case 'lte':
        return rank <= target
      case 'gt':
        return rank > target
      case 'lt':
        return rank < target
    }
  })
  return keep.length ? inArray(needies.priority, keep) : sql`false`
}

const needyValues = (input: NeedyInput) => ({
  name: input.name,
  family: input.family,
  fatherName: input.father_name,
  nationalCode: input.national_code,
  docId: input.doc_id,
  mobile: input.mobile,
  secondMobile: input.second_mobile,
  phone: input.phone,
  city: input.city,
  area: input.area,
  address: input.address,
  lat: input.lat,
  lng: input.lng,
  birthday: input.birthday,
  gender: input.gender,
  maritalStatus: input.marital_status,
  job: input.job,
  education: input.education,
  monthlyIncome: input.monthly_income,
  dependentsCount: input.dependents_count,
  orphansCount: input.orphans_count,
  physicalCondition: input.physical_condition,
  citizenship: input.citizenship,
  priority: input.priority,
  dateSeen: input.date_seen,
  researcherId: input.researcher_id,
})

/**
 * The registry's staff routes: people (`needies`), their dependents and helps on the resource
 * layer, the visits that decide a final status, the status form, archiving, file uploads and
 * the researcher list. Every query runs within the caller's registry scope (see `registryScope`).
 */
export const neediesDashboard: FastifyPluginAsyncZod = async (app) => {
  const db = app.db
  const scopes = new WeakMap<FastifyRequest, RegistryScope>()
  // Until the hook below has run, a request reaches nothing.
  const scopeOf = (request: FastifyRequest): RegistryScope =>
    scopes.has(request) ? scopes.get(request)! : { researcherId: 0 }
  /** The file that already holds a national code a request tried to use (sent with the 422). */
  const duplicates = new WeakMap<FastifyRequest, number>()
  const paramId = (request: { params: unknown }) =>
    Number((request.params as { id?: string }).id) || 0

  app.addHook('preHandler', async (request) => {
    scopes.set(request, await registryScope(request))
  })

  // A national code already in the registry: the 422 also says which file has it, for a link,
  // when the caller may open that file. Staff limited to their own families learn only that the
  // code is registered, never whose file holds it.
  app.addHook('onSend', async (request, reply, payload) => {
    const existing = duplicates.get(request)
    if (existing === undefined || reply.statusCode !== 422 || typeof payload !== 'string') {
      return payload
    }
    const scope = scopeOf(request)
    if (scope && !(await existsInScope(db, 'needies', existing, scope))) return payload
    return JSON.stringify({ ...JSON.parse(payload), existing: { national_code: existing } })
  })

  // Two registrations of one national code at once: the unique index lets one through and the
  // other gets the same 422 as a registration after it would.
  app.setErrorHandler(async (error, request) => {
    const constraint = violatedUniqueIndex(error)
    const code = (request.body as { national_code?: unknown } | undefined)?.national_code
    if (typeof code === 'string' && constraint === 'needies_national_code_unique') {
      const owner = await needyWithNationalCode(db, code, paramId(request))
      if (owner !== null) duplicates.set(request, owner)
      throw invalid('national_code', 'code_taken')
    }
    if (typeof code === 'string' && constraint === 'needy_dependents_national_code_unique') {
      const owner = await dependentWithNationalCode(db, code, paramId(request))
      if (owner) duplicates.set(request, owner.needyId)
      throw invalid('national_code', 'code_taken')
    }
    throw error
  })

  // History panels: a researcher sees the history of their own people's records only.
  const historyOf: Record<string, RegistryResource> = {
    '/api/dashboard/needies/:id/history': 'needies',
    '/api/dashboard/needies-dependents/:id/history': 'needies-dependents',
    '/api/dashboard/needies-helps/:id/history': 'needies-helps',
  }
  app.addHook('preHandler', async (request) => {
    const resource = historyOf[request.routeOptions.url ?? '']
    const scope = scopeOf(request)
    if (!resource || !scope) return
    if (!(await existsInScope(db, resource, paramId(request), scope))) throw notFound()
  })

  // Reads of the registry are audited: an export before it goes out, a person's page as it does.
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url !== '/api/dashboard/needies/export') return
    await recordRead(db, request, {
      action: 'exported',
      recordId: null,
      details: { query: request.query as Record<string, unknown> },
    })
  })
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.method === 'GET' &&
      request.routeOptions.url === '/api/dashboard/needies/:id' &&
      reply.statusCode === 200
    ) {
      await recordRead(db, request, { action: 'viewed', recordId: paramId(request) })
    }
    return payload
  })

  /** The person `id`, if the caller's scope reaches them; a 404 otherwise. */
  const reachable = async (request: FastifyRequest, id: number, executor: Executor = db) => {
    const row = await findNeedy(executor, id, scopeOf(request), executor !== db)
    if (!row) throw notFound()
    return row
  }

  /** The person a new dependent or help is for: within the caller's scope, else a 422. */
  const assertNeedy = async (tx: Executor, request: FastifyRequest, needyId: number) => {
    const row = await findNeedy(tx, needyId, scopeOf(request))
    if (!row) throw invalid('needy_id', 'in')
    return row
  }

  // ---- People ----------------------------------------------------------------------------------

  const needyRules = (self?: typeof paramId) =>
    defineRules<NeedyInput>(async ({ national_code, researcher_id }, request) => {
      const errors: Record<string, string[]> = {}
      if (national_code) {
        const owner = await needyWithNationalCode(db, national_code, self ? self(request) : 0)
        if (owner !== null) {
          duplicates.set(request, owner)
          errors.national_code = [encodeMessage('code_taken')]
        }
      }
      if (researcher_id) {
        try {
          await assertResearcher(app, db, researcher_id)
        } catch (error) {
          if (!(error instanceof ValidationError)) throw error
          Object.assign(errors, error.errors)
        }
      }
      return errors
    })

  await app.register(
    defineResource<NeedyRow, Needy, NeedyInput, NeedyInput>({
      name: 'needies',
      table: needies,
      permission: 'needies',
      output: needy,
      defaultSort: '-created_at',
      scope: (request) => needyScope(scopeOf(request)),
      search: searchNeedies,
      // Each filter's count is kept until the registry is written (every filter and the search
      // read only the registry's own tables, which the version follows).
      summaryCache: { version: versionSql },
      // Whole pages are kept until the registry or an account (a researcher's name) is written.
      keep: { reads: ['needies', 'users'] },
      columns: {
        id: { column: needies.id, type: 'number', filter: true, sort: true },
        name: { column: needies.name, type: 'text', sort: true },
        family: { column: needies.family, type: 'text', sort: true },
        national_code: { column: needies.nationalCode, type: 'text', filter: true },
        mobile: { column: needies.mobile, type: 'text', filter: true },
        priority: {
          column: priorityRank,
          type: 'enum',
          values: NEEDY_PRIORITIES,
          filter: true,
          sort: true,
          // Priorities compare by rank: `filter[priority][gte]=high` is high and urgent.
          where: (f) => priorityFilter(f),
        },
        final_status: {
          column: needies.finalStatus,
          type: 'enum',
          values: FINAL_STATUSES,
          filter: true,
          sort: true,
        },
        gender: { column: needies.gender, type: 'enum', values: NEEDY_GENDERS, filter: true },
        marital_status: {
          column: needies.maritalStatus,
          type: 'enum',
          values: MARITAL_STATUSES,
          filter: true,
        },
        education: {
          column: needies.education,
          type: 'enum',
          values: EDUCATION_LEVELS,
          filter: true,
        },
        physical_condition: {
          column: needies.physicalCondition,
          type: 'enum',
          values: PHYSICAL_CONDITIONS,
          filter: true,
        },
        citizenship: {
          column: needies.citizenship,
          type: 'enum',
          values: CITIZENSHIPS,
          filter: true,
        },
        city: { column: needies.city, type: 'text', filter: true, sort: true },
        area: { column: needies.area, type: 'text', filter: true, sort: true },
        researcher_id: { column: needies.researcherId, type: 'number', filter: true },
        monthly_income: { column: needies.monthlyIncome, type: 'number', filter: true, sort: true },
        dependents_count: {
          column: needies.dependentsCount,
          type: 'number',
          filter: true,
          sort: true,
        },
        orphans_count: { column: needies.orphansCount, type: 'number', filter: true, sort: true },
        has_dependents: {
          column: hasDependents,
          type: 'boolean',
          filter: true,
          where: booleanFilter(hasDependents),
        },
        // "Received help between": both bounds hold for one help, not each for any help.
        helped_at: {
          column: needies.id,
          type: 'date',
          filter: true,
          where: (_f, all) => helpedWithin(all),
        },
        archived: {
          column: needies.archivedAt,
          type: 'boolean',
          filter: true,
          where: (f) => archivedCondition((f.value === true) === (f.op === 'eq')),
        },
        birthday: {
          column: needies.birthday,
          type: 'date',
          filter: true,
          sort: true,
          where: dayFilter(needies.birthday),
        },
        date_seen: {
          column: needies.dateSeen,
          type: 'date',
          filter: true,
          sort: true,
          where: dayFilter(needies.dateSeen),
        },
        created_at: { column: needies.createdAt, type: 'date', filter: true, sort: true },
        updated_at: { column: needies.updatedAt, type: 'date', filter: true, sort: true },
      },
      present: (rows) => presentNeedies(app, rows),
      rules: { create: needyRules(), update: needyRules(paramId) },
      create: {
        input: needyInput,
        // A new file waits for its first visit; the form's final status is only a proposal.
        values: (input, { request }) => ({
          ...needyValues(input),
          finalStatus: 'pending',
          proposedFinalStatus: input.final_status === 'pending' ? null : input.final_status,
          createdBy: request.user!.id,
        }),
      },
      update: {
        input: needyInput,
        values: (input, row) => ({
          ...needyValues(input),
          proposedFinalStatus: input.final_status === row.finalStatus ? null : input.final_status,
        }),
      },
      remove: {
        // A person who received help stays on record (the books point at them): archive instead.
        before: async (row, { tx }) => {
          if ((await helpCount(tx, row.id)) > 0) throw new AppError(409, 'needy_has_helps')
        },
      },
      export: {
        permission: 'needies.export',
        filename: 'needies',
        columns: neediesExportColumns,
      },
      tags: ['needies'],
    }),
  )

  app.put(
    '/api/dashboard/needies/:id/status',
    {
      config: { permission: 'needies.update', precognition: true },
      schema: {
        tags: ['needies'],
        summary:
          'The status form: sets the priority and proposes a final status (the next visit decides it)',
        params: idParams,
        body: needyStatusInput,
        response: { 200: dataOf(needy) },
      },
    },
    async (request) => {
      const { id } = request.params
      const row = await db.transaction(async (tx) => {
        const before = await reachable(request, id, tx)
        const after = await proposeStatus(tx, id, {
          priority: request.body.priority,
          proposed: request.body.final_status,
        })
        await recordAudit(tx, request, {
          action: 'updated',
          resource: 'needies',
          recordId: id,
          before,
          after,
        })
        return after
      })
      return { data: (await presentNeedies(app, [row]))[0]! }
    },
  )

  for (const [path, archive] of [
    ['archive', true],
    ['unarchive', false],
  ] as const) {
    app.post(
      `/api/dashboard/needies/:id/${path}`,
      {
        config: { permission: 'needies.update' },
        schema: {
          tags: ['needies'],
          summary: archive
            ? 'Archives a file (closed; kept with its help instead of deleted)'
            : 'Takes a file out of the archive',
          params: idParams,
          response: { 200: dataOf(needy) },
        },
      },
      async (request) => {
        const { id } = request.params
        const row = await db.transaction(async (tx) => {
          const before = await reachable(request, id, tx)
          if ((before.archivedAt !== null) === archive) return before
          const after = await updateNeedy(tx, id, { archivedAt: archive ? new Date() : null })
          await recordAudit(tx, request, {
            action: 'updated',
            resource: 'needies',
            recordId: id,
            before,
            after,
          })
          return after
        })
        return { data: (await presentNeedies(app, [row]))[0]! }
      },
    )
  }

  app.get(
    '/api/dashboard/needies/researchers',
    {
      config: { permission: 'needies.view' },
      schema: {
        tags: ['needies'],
        summary: 'Users a file can be assigned to (those who may record visits)',
        response: { 200: z.object({ data: z.array(researcherOption) }) },
      },
    },
    async () => ({
      data: (await holdersOf(db, RESEARCHER_PERMISSION)).map((u) => ({
        id: u.id,
        name: displayName(u),
      })),
    }),
  )

  app.get(
    '/api/dashboard/needies/:id/help-totals',
    {
      config: { permission: 'needies-helps.view' },
      schema: {
        tags: ['needies-helps'],
        summary: 'Help a person received per Jalali year (toman), newest year first',
        params: idParams,
        response: { 200: z.object({ data: z.array(helpYearTotal) }) },
      },
    },
    async (request) => {
      const row = await reachable(request, request.params.id)
      return { data: await helpTotalsByYear(db, row.id) }
    },
  )

  // ---- Visits ----------------------------------------------------------------------------------

  app.get(
    '/api/dashboard/needies/:id/visits',
    {
      config: { permission: 'needy-visits.view' },
      schema: {
        tags: ['needy-visits'],
        summary: "A person's visits, newest first",
        params: idParams,
        response: { 200: z.object({ data: z.array(visit) }) },
      },
    },
    async (request) => {
      const row = await reachable(request, request.params.id)
      return { data: await presentVisits(app, await visitsOf(db, row.id)) }
    },
  )

  app.post(
    '/api/dashboard/needies/:id/visits',
    {
      config: { permission: 'needy-visits.create', precognition: true },
      schema: {
        tags: ['needy-visits'],
        summary: 'Records a visit; its final status becomes the person’s final status',
        params: idParams,
        body: visitInput,
        response: { 201: dataOf(visit) },
      },
    },
    async (request, reply) => {
      const { visit: row } = await submitVisit(
        app,
        request,
        request.params.id,
        request.body,
        scopeOf(request),
      )
      return reply.code(201).send({ data: (await presentVisits(app, [row]))[0]! })
    },
  )

  // ---- Files -----------------------------------------------------------------------------------

  for (const [resource, permission] of [
    ['needy-visits', 'needy-visits.create'],
    ['needies-helps', 'needies-helps.create'],
  ] as const) {
    const uploaded = new WeakMap<FastifyRequest, NeedyAttachment>()
    app.post(
      `/api/dashboard/${resource}/attachments`,
      {
        config: {
          permission,
          multipartOptions: { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } },
          onFilePart: async (request, part) => {
            if (part.fieldname !== 'file') {
              part.file.resume()
              return
            }
            uploaded.set(request, await storeAttachment(app, request, part))
          },
        },
        schema: {
          tags: [resource],
          summary:
            'Uploads one file (multipart field `file`: an image or a document) to attach on save',
          consumes: ['multipart/form-data'],
          response: { 201: dataOf(needyAttachment) },
        },
      },
      async (request, reply) => {
        const file = uploaded.get(request)
        if (!file) throw invalid('file', 'required')
        return reply.code(201).send({ data: file })
      },
    )
  }

  // ---- Dependents ------------------------------------------------------------------------------

  const dependentRules = (self?: typeof paramId) =>
    defineRules<DependentInput>(async ({ national_code }, request) => {
      if (!national_code) return
      const owner = await dependentWithNationalCode(db, national_code, self ? self(request) : 0)
      if (!owner) return
      duplicates.set(request, owner.needyId)
      return { national_code: [encodeMessage('code_taken')] }
    })

  const dependentValues = (input: DependentUpdateInput) => ({
    relation: input.relation,
    name: input.name,
    family: input.family,
    nationalCode: input.national_code,
    birthday: input.birthday,
    gender: input.gender,
    education: input.education,
    job: input.job,
    health: input.health,
  })

  await app.register(
    defineResource<DependentRow, Dependent, DependentInput, DependentUpdateInput>({
      name: 'needies-dependents',
      table: needyDependents,
      permission: 'needies-dependents',
      output: dependent,
      defaultSort: '-created_at',
      scope: (request) => childScope(needyDependents.needyId, scopeOf(request)),
      summaryCache: { version: versionSql },
      columns: {
        id: { column: needyDependents.id, type: 'number', filter: true, sort: true },
        needy_id: { column: needyDependents.needyId, type: 'number', filter: true },
        relation: {
          column: needyDependents.relation,
          type: 'enum',
          values: DEPENDENT_RELATIONS,
          filter: true,
          sort: true,
        },
        name: { column: needyDependents.name, type: 'text', search: true, sort: true },
        family: { column: needyDependents.family, type: 'text', search: true, sort: true },
        national_code: {
          column: needyDependents.nationalCode,
          type: 'text',
          filter: true,
          search: true,
        },
        gender: {
          column: needyDependents.gender,
          type: 'enum',
          values: NEEDY_GENDERS,
          filter: true,
        },
        education: {
          column: needyDependents.education,
          type: 'enum',
          values: EDUCATION_LEVELS,
          filter: true,
        },
        birthday: {
          column: needyDependents.birthday,
          type: 'date',
          filter: true,
          sort: true,
          where: dayFilter(needyDependents.birthday),
        },
        created_at: { column: needyDependents.createdAt, type: 'date', filter: true, sort: true },
      },
      present: (rows) => presentDependents(app, rows),
      rules: { create: dependentRules(), update: dependentRules(paramId) },
      create: {
        input: dependentInput,
        values: async (input, { request, tx }) => {
          await assertNeedy(tx, request, input.needy_id)
          return { needyId: input.needy_id, ...dependentValues(input) }
        },
      },
      update: { input: dependentUpdateInput, values: (input) => dependentValues(input) },
      remove: {},
      tags: ['needies-dependents'],
    }),
  )

  // ---- Helps -----------------------------------------------------------------------------------

  const helpValues = (input: HelpUpdateInput) => ({
    amount: input.amount,
    givenAt: input.given_at,
    type: input.type,
    description: input.description,
  })

  await app.register(
    defineResource<HelpRow, Help, HelpInput, HelpUpdateInput>({
      name: 'needies-helps',
      table: needyHelps,
      permission: 'needies-helps',
      output: help,
      defaultSort: '-given_at',
      scope: (request) => childScope(needyHelps.needyId, scopeOf(request)),
      summaryCache: { version: versionSql },
      // Finds the helps of the people the registry's search finds.
      search: (term) => {
        const people = searchNeedies(term)
        return people
          ? sql`${needyHelps.needyId} in (select ${needies.id} from ${needies} where ${people})`
          : undefined
      },
      columns: {
        id: { column: needyHelps.id, type: 'number', filter: true, sort: true },
        needy_id: { column: needyHelps.needyId, type: 'number', filter: true },
        amount: { column: needyHelps.amount, type: 'number', filter: true, sort: true },
        given_at: {
          column: needyHelps.givenAt,
          type: 'date',
          filter: true,
          sort: true,
          where: dayFilter(needyHelps.givenAt),
        },
        type: { column: needyHelps.type, type: 'enum', values: HELP_TYPES, filter: true },
        given_by: { column: needyHelps.givenBy, type: 'number', filter: true },
        created_at: { column: needyHelps.createdAt, type: 'date', filter: true, sort: true },
      },
      totals: {
        amount: sql<string>`coalesce(sum(${needyHelps.amount}), 0)::text`,
        count: sql<number>`count(*)`,
      },
      present: (rows) => presentHelps(app, rows),
      create: {
        input: helpInput,
        values: async (input, { request, tx }) => {
          await assertNeedy(tx, request, input.needy_id)
          await assertAttachments(tx, request, input.attachment_ids, null)
          return { needyId: input.needy_id, ...helpValues(input), givenBy: request.user!.id }
        },
        after: (row, input, { tx }) =>
          setAttachments(tx, { helpId: row.id }, [...new Set(input.attachment_ids)]),
      },
      update: {
        input: helpUpdateInput,
        values: async (input, row, { request, tx }) => {
          await assertAttachments(tx, request, input.attachment_ids, { helpId: row.id })
          return helpValues(input)
        },
        after: (row, input, _before, { tx }) =>
          setAttachments(tx, { helpId: row.id }, [...new Set(input.attachment_ids)]),
      },
      remove: {
        // An archived file is closed: its help stays as it was.
        before: async (row, { tx, request }) => {
          const person = await findNeedy(tx, row.needyId, scopeOf(request))
          if (person?.archivedAt) throw new AppError(409, 'help_delete_failed')
        },
      },
      tags: ['needies-helps'],
    }),
  )
}
