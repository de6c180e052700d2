import {
  can,
  formatDate,
  GATEWAYS,
  ITEM_KINDS,
  lastMonths,
  monthStartOf,
  notice,
  reportPeriods,
  todayInTehran,
  yearStartOf,
  type DashboardStats,
  type GatewayName,
  type IncomeQuery,
  type IncomeReport,
  type ItemKind,
  type Lang,
  type MoneyFigure,
  type Reconciliation,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Executor } from '../../db/client.ts'
import type { Cell } from '../../lib/resource/spreadsheet.ts'
import { campaignTitles } from '../campaigns/campaigns.service.ts'
import { charityTypeTitles } from '../charities/charities.service.ts'
import { countOpenDischarges } from '../chests/chests.service.ts'
import { countUnanswered } from '../contacts/contacts.service.ts'
import { countToPrint } from '../crowns/crowns.service.ts'
import { obligationYearTitles } from '../obligations/obligations.service.ts'
import {
  dayAtGateways,
  ledgerSums,
  payersSince,
  recentPayments,
  refundsDue,
} from '../payments/ledger.service.ts'
import { membershipStanding } from '../subscriptions/subscriptions.service.ts'
import { countUsersSince } from '../users/users.service.ts'

/*
 * The charity's numbers, read from the settlement ledger the payments module keeps at every
 * settlement (docs/decisions/019-settlement-ledger.md), and the other modules' counts for the
 * dashboard home.
 */

/** Midnight at the start of a Tehran day (Iran keeps +03:30 all year since 2022). */
const tehranMidnight = (day: string) => new Date(`${day}T00:00:00+03:30`)
const nextDay = (day: string) =>
  new Date(new Date(`${day}T12:00:00Z`).getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10)

const orderOf = (list: readonly string[]) => (a: string, b: string) =>
  list.indexOf(a) - list.indexOf(b)

/** The names of a report's keys, in the order the report lists them. */
async function keyLabels(
  db: Executor,
  by: IncomeQuery['by'],
  keys: string[],
  lang: Lang,
): Promise<IncomeReport['keys']> {
  if (by === 'kind')
    return keys
      .sort(orderOf(ITEM_KINDS))
      .map((key) => ({ key, label: notice(lang, 'item_kinds', key as ItemKind) }))
  if (by === 'gateway')
    return keys
      .sort(orderOf(GATEWAYS))
      .map((key) => ({ key, label: notice(lang, 'gateways', key as GatewayName) }))
  const ids = keys.map(Number)
  const titles =
    by === 'charity_type'
      ? await charityTypeTitles(db, ids)
      : by === 'obligation'
        ? await obligationYearTitles(db, ids, lang)
        : await campaignTitles(db, ids)
  return keys
    .map((key) => ({ key, label: titles.get(Number(key)) ?? `#${key}` }))
    .sort((a, b) => a.label.localeCompare(b.label, lang))
}

/**
 * Income between two Tehran days, by Jalali day, month or year and by kind, gateway, charity
 * type or campaign: sums of the ledger, never a scan of the transactions.
 */
export async function incomeReport(
  db: Executor,
  query: IncomeQuery,
  lang: Lang,
): Promise<IncomeReport> {
  const { from, to, group, by } = query
  const periods = reportPeriods(from, to, group, lang)
  const [sums, totals] = await Promise.all([
    ledgerSums(db, {
      from,
      to,
      starts: group === 'day' ? null : periods.map((p) => p.from),
      level: by,
    }),
    ledgerSums(db, { from, to, starts: [from], level: 'payments' }),
  ])
  const byDay = new Map(periods.map((p) => [p.from, p.period]))
  const periodOf = (bucket: string) =>
    group === 'day' ? byDay.get(bucket)! : periods[Number(bucket) - 1]!.period
  const total = totals[0]
  return {
    from,
    to,
    group,
    by,
    periods,
    keys: await keyLabels(db, by, [...new Set(sums.map((s) => s.key))], lang),
    rows: sums.map((s) => ({
      period: periodOf(s.bucket),
      key: s.key,
      count: s.count,
      amount: s.amount,
      refunded_count: s.refundedCount,
      refunded_amount: s.refundedAmount,
    })),
    total: {
      count: total?.count ?? 0,
      amount: total?.amount ?? '0',
      refunded_count: total?.refundedCount ?? 0,
      refunded_amount: total?.refundedAmount ?? '0',
    },
  }
}

/** A money cell: a number while it is exact, its digits beyond that. */
const moneyCell = (amount: string): Cell =>
  Number.isSafeInteger(Number(amount)) ? Number(amount) : amount

/** The report as spreadsheet rows: one per period and key, then the total. */
export function incomeSheet(report: IncomeReport, lang: Lang) {
  const periodLabels = new Map(report.periods.map((p) => [p.period, p.label]))
  const keyLabelsOf = new Map(report.keys.map((k) => [k.key, k.label]))
  const keyHeader = report.by
  const header = (
    ['period', keyHeader, 'count', 'amount', 'refunded_count', 'refunded_amount'] as const
  ).map((h) => notice(lang, 'exports', h))
  const rows: Cell[][] = report.rows.map((r) => [
    periodLabels.get(r.period) ?? r.period,
    keyLabelsOf.get(r.key) ?? r.key,
    r.count,
    moneyCell(r.amount),
    r.refunded_count,
    moneyCell(r.refunded_amount),
  ])
  rows.push([
    notice(lang, 'values', 'total'),
    '',
    report.total.count,
    moneyCell(report.total.amount),
    report.total.refunded_count,
    moneyCell(report.total.refunded_amount),
  ])
  return { header, rows }
}

/** What each gateway did on a Tehran day, for the accountant. */
export async function reconciliation(
  db: Executor,
  day: string,
  lang: Lang,
): Promise<Reconciliation> {
  return {
    day,
    label: formatDate(new Date(`${day}T12:00:00Z`), lang, 'long'),
    ...(await dayAtGateways(db, day, lang)),
  }
}

const sumOf = (figures: { count: number; amount: string }[]): MoneyFigure => ({
  count: figures.reduce((n, f) => n + f.count, 0),
  amount: figures.reduce((n, f) => n + BigInt(f.amount), 0n).toString(),
})

/** Income today, this Jalali month and this Jalali year, from the ledger. */
async function incomeFigures(db: Executor, today: string, monthStart: string, yearStart: string) {
  const starts = [...new Set([yearStart, monthStart, today])]
  const sums = await ledgerSums(db, { from: yearStart, to: today, starts, level: 'payments' })
  const since = (day: string) => sums.filter((s) => starts[Number(s.bucket) - 1]! >= day)
  return { today: sumOf(since(today)), month: sumOf(since(monthStart)), year: sumOf(sums) }
}

/**
 * The dashboard home's figures, each only for a caller whose permissions cover it (the others are
 * null): income and the last 12 Jalali months by kind, donors and refunds due, recent payments,
 * new accounts, memberships, drain requests, unanswered messages and crowns to print today.
 */
export async function dashboardStats(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<DashboardStats> {
  const db = app.db
  const lang = request.lang
  const access = await request.access()
  const may = (permission: string) => can(access, permission)
  const now = app.clock.now()
  const today = todayInTehran(now)
  const monthStart = monthStartOf(today)
  const yearStart = yearStartOf(today)
  const when = <T>(permission: string, read: () => Promise<T>) =>
    may(permission) ? read() : Promise.resolve(null)
  const money = may('transactions.view')
  const [income, donors, due, series, recent, newUsers, memberships, drains, feedback, crowns] =
    await Promise.all([
      money ? incomeFigures(db, today, monthStart, yearStart) : null,
      money ? payersSince(db, monthStart) : null,
      money ? refundsDue(db) : null,
      money
        ? incomeReport(db, { ...lastMonths(today, 12), group: 'month', by: 'kind' }, lang)
        : null,
      money ? recentPayments(db, lang) : null,
      when('users.view', () => countUsersSince(db, tehranMidnight(monthStart))),
      when('user-subscriptions.view', () => membershipStanding(db, now)),
      when('chest-discharges.view', () => countOpenDischarges(db)),
      when('contacts.view', () => countUnanswered(db)),
      when('crowns.view', () =>
        countToPrint(db, tehranMidnight(today), tehranMidnight(nextDay(today))),
      ),
    ])
  return {
    today,
    month: reportPeriods(monthStart, today, 'month', lang)[0]!,
    year: reportPeriods(yearStart, today, 'year', lang)[0]!,
    income:
      income && donors !== null && due
        ? { ...income, donors_month: donors, refunds_due: due }
        : null,
    series,
    recent,
    new_users: newUsers,
    memberships,
    drain_requests: drains,
    feedback,
    crowns_to_print: crowns,
  }
}
