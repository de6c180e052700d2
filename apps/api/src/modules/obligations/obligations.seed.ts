import { jalaliOf } from '@kheyr/contracts'
import type { Executor } from '../../db/client.ts'
import { obligationYears, obligations } from './obligations.tables.ts'

/** Marked as demo on every page that shows them, until staff save the year's real rates. */
const DEMO_SOURCE = 'نرخ نمایشی برای آزمایش سامانه؛ اعلام رسمی هیچ دفتری نیست'

/**
 * Demo rates for this Jalali year (toman): fitriyeh per person for wheat and rice, and the
 * kaffaras per day. Fidyah is left without rates, so a fresh install shows what a donor sees
 * before staff enter a year.
 */
const DEMO_RATES: Record<string, { staple: string; amount: number }[]> = {
  fitriyeh: [
    { staple: 'گندم', amount: 75_000 },
    { staple: 'برنج', amount: 230_000 },
  ],
  'kaffara-deliberate': [
    { staple: 'گندم', amount: 1_125_000 },
    { staple: 'برنج', amount: 3_450_000 },
  ],
  'kaffara-delay': [
    { staple: 'گندم', amount: 18_750 },
    { staple: 'برنج', amount: 57_500 },
  ],
}

export async function seedObligations(db: Executor) {
  const year = jalaliOf(new Date()).year
  const rows = await db.select({ id: obligations.id, slug: obligations.slug }).from(obligations)
  const values = rows.flatMap((o) => {
    const rates = DEMO_RATES[o.slug]
    return rates ? [{ obligationId: o.id, year, rates, sourceOffice: DEMO_SOURCE, demo: true }] : []
  })
  if (values.length) await db.insert(obligationYears).values(values).onConflictDoNothing()
}
