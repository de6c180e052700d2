import type {
  ChestDrain,
  ChestHistoryEntry,
  DashboardChest,
  DashboardChestOption,
  DashboardDischarge,
  MyChest,
  MyChestDetail,
} from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import { userNames } from '../users/users.service.ts'
import {
  chestsByIds,
  latestCollections,
  onlinePaymentsOf,
  openDischarges,
  optionTitles,
  optionUsage,
  totalGiven,
  visitsOf,
} from './chests.repository.ts'
import {
  chestMaterials,
  chestTypes,
  type ChestDischargeRow,
  type ChestMaterialRow,
  type ChestRow,
  type ChestTypeRow,
} from './chests.tables.ts'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

type Names = Map<number, string>
const personOf = (names: Names, id: number | null) =>
  id === null ? null : { id, name: names.get(id) ?? '' }

function drainOf(row: ChestDischargeRow, names: Names): ChestDrain {
  return {
    id: row.id,
    status: row.status,
    preferred_days: row.preferredDays,
    note: row.note,
    scheduled_for: row.scheduledFor,
    collector: personOf(names, row.collectorId),
    outcome: row.outcome,
    amount: row.amount,
    requested_at: row.createdAt.toISOString(),
    recorded_at: iso(row.recordedAt),
  }
}

/** Drain requests as their owner sees them (with the collector's name). */
export async function presentDrains(
  db: Executor,
  rows: ChestDischargeRow[],
): Promise<ChestDrain[]> {
  const names = await userNames(
    db,
    rows.flatMap((r) => (r.collectorId ? [r.collectorId] : [])),
  )
  return rows.map((r) => drainOf(r, names))
}

/** Boxes with their type, material, open request and latest emptying, as their owner sees them. */
export async function presentOwnChests(db: Executor, rows: ChestRow[]): Promise<MyChest[]> {
  const ids = rows.map((r) => r.id)
  const [types, materials, open, latest] = await Promise.all([
    optionTitles(
      db,
      chestTypes,
      rows.map((r) => r.chestTypeId),
    ),
    optionTitles(
      db,
      chestMaterials,
      rows.map((r) => r.chestMaterialId),
    ),
    openDischarges(db, ids),
    latestCollections(db, ids),
  ])
  const names = await userNames(
    db,
    [
      ...[...open.values()].map((d) => d.collectorId),
      ...[...latest.values()].map((d) => d.collectorId),
    ].filter((id): id is number => id !== null),
  )
  return rows.map((r) => {
    const last = latest.get(r.id)
    const request = open.get(r.id)
    return {
      id: r.id,
      code: r.code,
      status: r.status,
      type: { id: r.chestTypeId, title: types.get(r.chestTypeId) ?? '' },
      material:
        r.chestMaterialId === null
          ? null
          : { id: r.chestMaterialId, title: materials.get(r.chestMaterialId) ?? '' },
      address: r.address,
      lat: r.lat,
      lng: r.lng,
      phone: r.phone,
      note: r.note,
      latest_drain: last
        ? {
            date: (last.recordedAt ?? last.updatedAt).toISOString(),
            amount: last.amount ?? 0,
            collector: personOf(names, last.collectorId),
          }
        : null,
      open_request: request ? drainOf(request, names) : null,
      created_at: r.createdAt.toISOString(),
    }
  })
}

/** One box with its whole history: recorded visits and online payments, newest first. */
export async function presentChestDetail(db: Executor, row: ChestRow): Promise<MyChestDetail> {
  const [[chest], visits, online, total] = await Promise.all([
    presentOwnChests(db, [row]),
    visitsOf(db, row.id),
    onlinePaymentsOf(db, row.id),
    totalGiven(db, row.id),
  ])
  const names = await userNames(
    db,
    visits.flatMap((v) => (v.collectorId ? [v.collectorId] : [])),
  )
  const history: ChestHistoryEntry[] = [
    ...visits.map((v) => ({
      kind: 'visit' as const,
      id: v.id,
      date: (v.recordedAt ?? v.updatedAt).toISOString(),
      amount: v.amount,
      outcome: v.outcome,
      collector: personOf(names, v.collectorId),
    })),
    ...online.map((p) => ({
      kind: 'online' as const,
      id: p.id,
      date: (p.paidAt ?? p.createdAt).toISOString(),
      amount: p.amount,
      outcome: null,
      collector: null,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date))
  return { ...chest!, history, total_given: total }
}

/** Boxes as staff see them: the owner's view plus who owns it and when it moved. */
export async function presentDashboardChests(
  db: Executor,
  rows: ChestRow[],
): Promise<DashboardChest[]> {
  const [own, owners] = await Promise.all([
    presentOwnChests(db, rows),
    userNames(
      db,
      rows.map((r) => r.userId),
    ),
  ])
  return rows.map((r, i) => ({
    ...own[i]!,
    owner: personOf(owners, r.userId),
    approved_at: iso(r.approvedAt),
    delivered_at: iso(r.deliveredAt),
    retired_at: iso(r.retiredAt),
    updated_at: r.updatedAt.toISOString(),
  }))
}

/** Drain requests with their box (where, whom to call) and the people involved. */
export async function presentDischarges(
  db: Executor,
  rows: ChestDischargeRow[],
): Promise<DashboardDischarge[]> {
  const boxes = await chestsByIds(
    db,
    rows.map((r) => r.chestId),
  )
  const [types, names] = await Promise.all([
    optionTitles(
      db,
      chestTypes,
      [...boxes.values()].map((b) => b.chestTypeId),
    ),
    userNames(
      db,
      [
        ...rows.flatMap((r) => [r.collectorId, r.recordedBy]),
        ...[...boxes.values()].map((b) => b.userId),
      ].filter((id): id is number => id !== null),
    ),
  ])
  return rows.map((r) => {
    const box = boxes.get(r.chestId)!
    return {
      ...drainOf(r, names),
      chest: {
        id: box.id,
        code: box.code,
        status: box.status,
        type: types.get(box.chestTypeId) ?? '',
        address: box.address,
        lat: box.lat,
        lng: box.lng,
        phone: box.phone,
        owner: names.get(box.userId) ?? null,
      },
      bill_id: r.billId,
      recorded_by: personOf(names, r.recordedBy),
      updated_at: r.updatedAt.toISOString(),
    }
  })
}

/** Types or materials with how many boxes use each. */
export async function presentOptions(
  db: Executor,
  column: 'type' | 'material',
  rows: (ChestTypeRow | ChestMaterialRow)[],
): Promise<DashboardChestOption[]> {
  const usage = await optionUsage(
    db,
    column,
    rows.map((r) => r.id),
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    active: r.active,
    chests: usage.get(r.id) ?? 0,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }))
}
