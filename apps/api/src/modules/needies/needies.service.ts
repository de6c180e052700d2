import type { MultipartFile } from '@fastify/multipart'
import {
  can,
  encodeMessage,
  type HelpYearTotal,
  type NeedyAttachment,
  type VisitInput,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor, Tx } from '../../db/client.ts'
import { invalid, notFound, ValidationError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit.service.ts'
import { findMediaByIds, signedDownloadUrl, storeUpload } from '../media/media.service.ts'
import { userCan } from '../users/access.service.ts'
import { findUserById } from '../users/users.service.ts'
import {
  findNeedy,
  helpAmountsOf,
  insertVisit,
  linkedMedia,
  setAttachments,
  updateNeedy,
  type AttachmentOwner,
  type RegistryScope,
} from './needies.repository.ts'
import type { AttachmentRow, NeedyRow, VisitRow } from './needies.tables.ts'

/** The media collection that holds the registry's files (private: signed links only). */
export const ATTACHMENT_COLLECTION = 'needies'

/** The permission that marks a visitor: researchers are the users who may record visits. */
export const RESEARCHER_PERMISSION = 'needy-visits.create'

/**
 * Who sees which files. Staff who keep the registry (`needies.update`: operators, admins, the
 * super-admin) see every file; anyone else who reaches it (researchers, who hold `needies.view`
 * and the visit permissions) sees only the people assigned to them. The rule lives in the
 * queries, so a file outside it is a 404, never a 403 that confirms it exists.
 */
export async function registryScope(request: FastifyRequest): Promise<RegistryScope> {
  if (!request.user) return { researcherId: 0 }
  const access = await request.access()
  return can(access, 'needies.update') ? null : { researcherId: request.user.id }
}

/** A researcher must be a live user who may record visits; else a 422 on `field`. */
export async function assertResearcher(
  app: FastifyInstance,
  db: Executor,
  userId: number,
  field = 'researcher_id',
) {
  const user = await findUserById(db, userId)
  if (!user || user.blockedAt || !(await userCan(app, userId, RESEARCHER_PERMISSION, db))) {
    throw invalid(field, 'in')
  }
}

/**
 * Stores one uploaded file for a visit or a help: an image or a document, private, in the
 * registry's collection. It is attached when the visit or help that names it is saved.
 */
export async function storeAttachment(
  app: FastifyInstance,
  request: FastifyRequest,
  part: MultipartFile,
): Promise<NeedyAttachment> {
  const row = await storeUpload(app, {
    stream: part.file,
    filename: part.filename,
    mimeHint: part.mimetype,
    uploadedBy: request.user!.id,
    visibility: 'private',
    collection: ATTACHMENT_COLLECTION,
    kinds: ['image', 'document'],
    onStored: (stored, tx) =>
      recordAudit(tx, request, {
        action: 'created',
        resource: 'media',
        recordId: stored.id,
        before: null,
        after: stored,
      }),
  })
  return {
    id: row.id,
    name: row.originalName,
    kind: row.kind,
    mime: row.mime,
    size: row.size,
    url: signedDownloadUrl(app.config, row.id).url,
  }
}

/**
 * Checks the files a visit or help names: each must be one of the registry's uploads, and either
 * already on this record or uploaded by this user and not yet attached anywhere.
 */
export async function assertAttachments(
  tx: Tx,
  request: FastifyRequest,
  mediaIds: number[],
  owner: AttachmentOwner | null,
) {
  const ids = [...new Set(mediaIds)]
  if (!ids.length) return ids
  const [files, links] = await Promise.all([findMediaByIds(tx, ids), linkedMedia(tx, ids)])
  const linkedTo = new Map(links.map((l) => [l.mediaId, l]))
  const isOwn = (link: AttachmentRow) =>
    owner !== null &&
    ('visitId' in owner ? link.visitId === owner.visitId : link.helpId === owner.helpId)
  const usable = (id: number) => {
    const file = files.find((f) => f.id === id)
    if (!file || file.collection !== ATTACHMENT_COLLECTION) return false
    const link = linkedTo.get(id)
    return link ? isOwn(link) : file.uploadedBy === request.user!.id
  }
  if (!ids.every(usable)) {
    throw new ValidationError({ attachment_ids: [encodeMessage('in')] })
  }
  return ids
}

/** The files of these attachment rows as people see them: a signed link each (12 hours). */
export async function presentAttachments(
  app: FastifyInstance,
  rows: AttachmentRow[],
): Promise<Map<AttachmentRow['id'], NeedyAttachment>> {
  const files = await findMediaByIds(
    app.db,
    rows.map((r) => r.mediaId),
  )
  const byId = new Map(files.map((f) => [f.id, f]))
  const out = new Map<number, NeedyAttachment>()
  for (const row of rows) {
    const file = byId.get(row.mediaId)
    if (!file) continue
    out.set(row.id, {
      id: file.id,
      name: file.originalName,
      kind: file.kind,
      mime: file.mime,
      size: file.size,
      url: signedDownloadUrl(app.config, file.id).url,
    })
  }
  return out
}

/**
 * Records a visit and applies the final status it decided, in one transaction: the visit, its
 * files, the person's new final status (and day seen), and both audit entries. Until this runs,
 * the final status stays what the last visit made it.
 */
export async function submitVisit(
  app: FastifyInstance,
  request: FastifyRequest,
  needyId: number,
  input: VisitInput,
  scope: RegistryScope,
): Promise<{ visit: VisitRow; needy: NeedyRow }> {
  return app.db.transaction(async (tx) => {
    const before = await findNeedy(tx, needyId, scope, true)
    if (!before) throw notFound()
    // Researchers record their own visits; registry staff may record one for a researcher.
    const researcherId = scope ? request.user!.id : (input.researcher_id ?? request.user!.id)
    if (!scope && input.researcher_id) await assertResearcher(app, tx, input.researcher_id)
    const files = await assertAttachments(tx, request, input.attachment_ids, null)
    const visit = await insertVisit(tx, {
      needyId,
      visitedAt: input.visited_at,
      researcherId,
      report: input.report,
      finalStatus: input.final_status,
      previousStatus: before.finalStatus,
      createdBy: request.user!.id,
    })
    await setAttachments(tx, { visitId: visit.id }, files)
    const newest = !before.dateSeen || input.visited_at >= before.dateSeen
    const needy = await updateNeedy(tx, needyId, {
      finalStatus: input.final_status,
      proposedFinalStatus: null,
      ...(newest ? { dateSeen: input.visited_at } : {}),
    })
    await recordAudit(tx, request, {
      action: 'created',
      resource: 'needy-visits',
      recordId: visit.id,
      before: null,
      after: { ...visit, attachment_ids: files },
    })
    await recordAudit(tx, request, {
      action: 'updated',
      resource: 'needies',
      recordId: needyId,
      before,
      after: needy,
    })
    return { visit, needy }
  })
}

const jalaliYear = new Intl.DateTimeFormat('en-US-u-ca-persian', {
  year: 'numeric',
  timeZone: 'UTC',
})

/** The Jalali year a `YYYY-MM-DD` day falls in. */
export const jalaliYearOf = (day: string) =>
  Number(
    jalaliYear.formatToParts(new Date(`${day}T00:00:00Z`)).find((p) => p.type === 'year')!.value,
  )

/** Help a person received per Jalali year, newest year first. */
export async function helpTotalsByYear(db: Executor, needyId: number): Promise<HelpYearTotal[]> {
  const totals = new Map<number, HelpYearTotal>()
  for (const help of await helpAmountsOf(db, needyId)) {
    const year = jalaliYearOf(help.givenAt)
    const entry = totals.get(year) ?? { year, amount: 0, count: 0 }
    entry.amount += help.amount
    entry.count += 1
    totals.set(year, entry)
  }
  return [...totals.values()].sort((a, b) => b.year - a.year)
}

/**
 * Reads of the registry that the audit log keeps (a person's page, an export). They go under
 * their own resource, so a file's history panel stays about changes.
 */
export const recordRead = (
  db: Executor,
  request: FastifyRequest,
  entry: {
    action: 'viewed' | 'exported'
    recordId: number | null
    details?: Record<string, unknown>
  },
) =>
  recordAudit(db, request, {
    action: entry.action,
    resource: 'needies-reads',
    recordId: entry.recordId,
    before: null,
    after: entry.details ?? null,
  })
