import type { Dependent, Help, Needy, NeedySummary, Visit } from '@kheyr/contracts'
import type { FastifyInstance } from 'fastify'
import { userNames } from '../users/users.service.ts'
import { attachmentsOf, needySummaries } from './needies.repository.ts'
import { presentAttachments } from './needies.service.ts'
import type { DependentRow, HelpRow, NeedyRow, VisitRow } from './needies.tables.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

const personOf = (names: Map<number, string>, id: number | null) =>
  id === null ? null : { id, name: names.get(id) ?? '' }

/** People as the dashboard sees them, with their researcher's name. */
export async function presentNeedies(app: FastifyInstance, rows: NeedyRow[]): Promise<Needy[]> {
  const names = await userNames(
    app.db,
    rows.flatMap((r) => (r.researcherId ? [r.researcherId] : [])),
  )
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    family: r.family,
    father_name: r.fatherName,
    national_code: r.nationalCode,
    doc_id: r.docId,
    mobile: r.mobile,
    second_mobile: r.secondMobile,
    phone: r.phone,
    city: r.city,
    area: r.area,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    birthday: r.birthday,
    gender: r.gender,
    marital_status: r.maritalStatus,
    job: r.job,
    education: r.education,
    monthly_income: r.monthlyIncome,
    dependents_count: r.dependentsCount,
    orphans_count: r.orphansCount,
    physical_condition: r.physicalCondition,
    citizenship: r.citizenship,
    priority: r.priority,
    final_status: r.finalStatus,
    proposed_final_status: r.proposedFinalStatus,
    date_seen: r.dateSeen,
    researcher_id: r.researcherId,
    researcher: personOf(names, r.researcherId),
    archived_at: iso(r.archivedAt),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))
}

async function summariesOf(app: FastifyInstance, ids: number[]) {
  const rows = await needySummaries(app.db, ids)
  return (id: number): NeedySummary => {
    const r = rows.get(id)
    return {
      id,
      name: r?.name ?? '',
      family: r?.family ?? '',
      national_code: r?.nationalCode ?? null,
    }
  }
}

export async function presentDependents(
  app: FastifyInstance,
  rows: DependentRow[],
): Promise<Dependent[]> {
  const summary = await summariesOf(
    app,
    rows.map((r) => r.needyId),
  )
  return rows.map((r) => ({
    id: r.id,
    needy_id: r.needyId,
    needy: summary(r.needyId),
    relation: r.relation,
    name: r.name,
    family: r.family,
    national_code: r.nationalCode,
    birthday: r.birthday,
    gender: r.gender,
    education: r.education,
    job: r.job,
    health: r.health,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))
}

export async function presentHelps(app: FastifyInstance, rows: HelpRow[]): Promise<Help[]> {
  const ids = rows.map((r) => r.id)
  const [summary, names, links] = await Promise.all([
    summariesOf(
      app,
      rows.map((r) => r.needyId),
    ),
    userNames(
      app.db,
      rows.flatMap((r) => (r.givenBy ? [r.givenBy] : [])),
    ),
    attachmentsOf(app.db, { helpIds: ids }),
  ])
  const files = await presentAttachments(app, links)
  return rows.map((r) => ({
    id: r.id,
    needy_id: r.needyId,
    needy: summary(r.needyId),
    amount: r.amount,
    given_at: r.givenAt,
    type: r.type,
    description: r.description,
    given_by: personOf(names, r.givenBy),
    attachments: links.flatMap((l) => {
      const file = l.helpId === r.id ? files.get(l.id) : undefined
      return file ? [file] : []
    }),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))
}

export async function presentVisits(app: FastifyInstance, rows: VisitRow[]): Promise<Visit[]> {
  const [names, links] = await Promise.all([
    userNames(
      app.db,
      rows.flatMap((r) => [r.researcherId, r.createdBy].filter((id): id is number => id !== null)),
    ),
    attachmentsOf(app.db, { visitIds: rows.map((r) => r.id) }),
  ])
  const files = await presentAttachments(app, links)
  return rows.map((r) => ({
    id: r.id,
    needy_id: r.needyId,
    visited_at: r.visitedAt,
    researcher: personOf(names, r.researcherId),
    report: r.report,
    final_status: r.finalStatus,
    previous_status: r.previousStatus,
    attachments: links.flatMap((l) => {
      const file = l.visitId === r.id ? files.get(l.id) : undefined
      return file ? [file] : []
    }),
    created_by: personOf(names, r.createdBy),
    created_at: r.createdAt.toISOString(),
  }))
}
