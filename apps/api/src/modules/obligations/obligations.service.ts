import {
  encodeMessage,
  jalaliOf,
  localDigits,
  notice,
  todayInTehran,
  type DashboardObligation,
  type ItemAnswers,
  type Lang,
  type ObligationPayment,
  type ObligationYear,
  type PublicObligation,
  type payObligationInput,
} from '@kheyr/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { Executor } from '../../db/client.ts'
import { invalid, notFound, ValidationError } from '../../lib/errors.ts'
import {
  insertPayment,
  obligationBySlug,
  setPaymentBill,
  yearNames,
  yearsOf,
} from './obligations.repository.ts'
import type {
  ObligationPaymentRow,
  ObligationRow,
  ObligationYearRow,
} from './obligations.tables.ts'

type PayInput = z.output<typeof payObligationInput>

/**
 * The year whose rates apply at `now`: the one whose offered days hold today (fitriyeh of a
 * Ramadan that ends across Nowruz keeps its year's rates), else this Jalali year in Tehran.
 */
export function applicableYear(years: ObligationYearRow[], now: Date) {
  const today = todayInTehran(now)
  const offered = years.find(
    (y) => y.offeredFrom && y.offeredTo && y.offeredFrom <= today && today <= y.offeredTo,
  )
  if (offered) return { year: offered.year, row: offered }
  const year = jalaliOf(now).year
  return { year, row: years.find((y) => y.year === year) ?? null }
}

export const presentYear = (row: ObligationYearRow): ObligationYear => ({
  year: row.year,
  source_office: row.sourceOffice,
  source_url: row.sourceUrl,
  offered_from: row.offeredFrom,
  offered_to: row.offeredTo,
  deadline: row.deadline?.toISOString() ?? null,
  late_note: row.lateNote,
  demo: row.demo,
  rates: row.rates,
  updated_at: row.updatedAt.toISOString(),
})

const isLate = (row: ObligationYearRow | null, now: Date) =>
  Boolean(row?.deadline && now.getTime() > row.deadline.getTime())

/** Obligations as their pages show them, each with the year that applies now. */
export async function presentPublic(
  db: Executor,
  rows: ObligationRow[],
  now: Date,
): Promise<PublicObligation[]> {
  const years = await yearsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((o) => {
    const { year, row } = applicableYear(
      years.filter((y) => y.obligationId === o.id),
      now,
    )
    return {
      slug: o.slug,
      title: o.title,
      description: o.description,
      unit: o.unit,
      year,
      rates: row ? presentYear(row) : null,
      late: isLate(row, now),
    }
  })
}

/** Obligations as staff see them, with every year. */
export async function presentDashboard(
  db: Executor,
  rows: ObligationRow[],
): Promise<DashboardObligation[]> {
  const years = await yearsOf(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((o) => ({
    id: o.id,
    slug: o.slug,
    title: o.title,
    description: o.description,
    unit: o.unit,
    active: o.active,
    sort: o.sort,
    years: years.filter((y) => y.obligationId === o.id).map(presentYear),
  }))
}

/** «زکات فطریه برای ۴ نفر، برنج، ۱۴۰۵»: what the bill item, the receipt and the text say. */
export function summaryOf(
  title: string,
  answers: Pick<ItemAnswers, 'unit' | 'count' | 'staple' | 'year'>,
  lang: Lang,
) {
  const params = {
    title,
    count: localDigits(answers.count, lang),
    unit: notice(lang, 'obligation_units', answers.unit),
    year: localDigits(answers.year, lang),
    staple: answers.staple ?? '',
  }
  return notice(lang, 'obligations', answers.staple ? 'summary' : 'summary_plain', params)
}

export function presentPayment(
  row: ObligationPaymentRow,
  obligation: ObligationRow,
  year: ObligationYearRow,
): ObligationPayment {
  return {
    id: row.id,
    obligation: { slug: obligation.slug, title: obligation.title, unit: obligation.unit },
    year: row.year,
    staple: row.staple,
    rate: row.rate,
    count: row.count,
    amount: row.amount,
    gift: row.gift,
    total: row.amount + row.gift,
    late: row.late,
    late_note: row.lateNote,
    source_office: year.sourceOffice,
    source_url: year.sourceUrl,
    summary: summaryOf(obligation.title, { ...row, unit: obligation.unit }, 'fa'),
    status: row.status,
    bill_id: row.billId,
    created_at: row.createdAt.toISOString(),
  }
}

/** The rate the donor's staple has this year; a 422 in the donor's words when there is none. */
export function rateFor(
  obligation: ObligationRow,
  year: number,
  row: ObligationYearRow | null,
  staple: string | null,
  lang: Lang,
): { row: ObligationYearRow; staple: string; amount: number } {
  if (!row || !row.rates.length)
    throw new ValidationError({
      obligation: [
        // The year is a name, not a quantity: its digits without a thousands separator.
        encodeMessage('obligation_no_rate', {
          title: obligation.title,
          year: localDigits(year, lang),
        }),
      ],
    })
  const chosen = staple ?? (row.rates.length === 1 ? row.rates[0]!.staple : null)
  if (chosen === null) throw invalid('staple', 'required')
  const rate = row.rates.find((r) => r.staple === chosen)
  if (!rate) throw invalid('staple', 'staple_unknown')
  return { row, ...rate }
}

/**
 * A donor pays an obligation: the amount is the stored rate of the year that applies times the
 * people or days they answered (whatever amount the client sent), a gift on top is an item of
 * its own; the payment, its bill and its items are written in one transaction.
 */
export async function payObligation(
  app: FastifyInstance,
  request: FastifyRequest,
  slug: string,
  input: PayInput,
) {
  const now = app.clock.now()
  return app.db.transaction(async (tx) => {
    const obligation = await obligationBySlug(tx, slug, true)
    if (!obligation) throw notFound()
    const { year, row: applicable } = applicableYear(await yearsOf(tx, [obligation.id]), now)
    const rate = rateFor(obligation, year, applicable, input.staple, request.lang)
    const row = rate.row
    const amount = rate.amount * input.count
    if (!Number.isSafeInteger(amount) || amount > (await app.payments.maxBill(tx)))
      throw invalid('count', 'amount_max', { max: await app.payments.maxBill(tx) })
    const late = isLate(row, now)
    const userId = request.user?.id ?? null
    const payment = await insertPayment(tx, {
      userId,
      guestMobile: userId ? null : input.mobile,
      obligationId: obligation.id,
      obligationYearId: row.id,
      year,
      staple: rate.staple,
      rate: rate.amount,
      count: input.count,
      amount,
      gift: input.gift,
      late,
      lateNote: late ? row.lateNote : null,
    })
    const answers: ItemAnswers = {
      unit: obligation.unit,
      count: input.count,
      staple: payment.staple,
      rate: rate.amount,
      year,
      late_note: payment.lateNote,
    }
    const bill = await app.payments.createBill(tx, { userId, guestMobile: payment.guestMobile }, [
      {
        kind: 'obligation',
        itemId: payment.id,
        title: summaryOf(obligation.title, answers, 'fa'),
        amount,
        subKey: row.id,
        answers,
      },
      ...(input.gift > 0
        ? [
            {
              kind: 'obligation' as const,
              itemId: payment.id,
              title: notice('fa', 'obligations', 'gift', { title: obligation.title }),
              amount: input.gift,
            },
          ]
        : []),
    ])
    const saved = await setPaymentBill(tx, payment.id, bill.id)
    return { payment: presentPayment(saved, obligation, row), bill }
  })
}

/** Names of years of rates by id («زکات فطریه ۱۴۰۵»), for the income report's rows. */
export async function obligationYearTitles(db: Executor, ids: number[], lang: Lang) {
  return new Map(
    (await yearNames(db, ids)).map((r) => [r.id, `${r.title} ${localDigits(r.year, lang)}`]),
  )
}
