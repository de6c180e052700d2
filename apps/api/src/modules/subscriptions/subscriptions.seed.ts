import type { Executor } from '../../db/client.ts'
import { subscriptionTypes } from './subscriptions.tables.ts'

/** Demo kinds of membership for a fresh install, with suggested amounts per month (toman). */
export async function seedSubscriptionTypes(db: Executor) {
  await db.insert(subscriptionTypes).values([
    {
      slug: 'orphan-support',
      title: 'حمایت ماهانه از یک کودک یتیم',
      description:
        'هر ماه بخشی از هزینهٔ خوراک، پوشاک و تحصیل یک کودک یتیم تحت پوشش خیریه را بر عهده بگیرید. گزارش حال کودک هر فصل برایتان فرستاده می‌شود.',
      periodMonths: 1,
      suggestedAmounts: [300_000, 500_000, 1_000_000],
      minAmount: 100_000,
      sort: 1,
    },
    {
      slug: 'general-support',
      title: 'حمایت ماهانهٔ عمومی',
      description:
        'کمک ماهانهٔ شما صرف نیازهای فوری خانواده‌های تحت پوشش می‌شود: سبد غذایی، دارو و اجاره‌بها.',
      periodMonths: 1,
      suggestedAmounts: [50_000, 100_000, 200_000, 500_000],
      minAmount: 20_000,
      sort: 2,
    },
  ])
}
