import type { Executor } from '../../db/client.ts'
import { charityTypes } from './charities.tables.ts'

/** The usual kinds of giving for a fresh install, with their price modules (toman). */
export async function seedCharityTypes(db: Executor) {
  await db
    .insert(charityTypes)
    .values([
      {
        slug: 'sadaqa',
        title: 'صدقه',
        icon: 'volunteer_activism',
        description: 'صدقه برای سلامتی و رفع بلا؛ به نیازمندان تحت پوشش خیریه می‌رسد.',
        islamic: false,
        sort: 1,
        defaultAmounts: [20000, 50000, 100000, 200000],
        minAmount: 5000,
      },
      {
        slug: 'zakat',
        title: 'زکات',
        icon: 'savings',
        description: 'پرداخت زکات مال طبق فتوای مرجع تقلید خود.',
        islamic: true,
        sort: 2,
        defaultAmounts: [100000, 500000, 1000000],
        minAmount: 10000,
      },
      {
        slug: 'kaffara',
        title: 'کفاره',
        icon: 'restaurant',
        description: 'کفارهٔ روزه برای اطعام نیازمندان.',
        islamic: true,
        sort: 3,
        defaultAmounts: [150000, 300000, 900000],
        minAmount: 10000,
      },
      {
        slug: 'nazr',
        title: 'نذر',
        icon: 'favorite',
        description: 'ادای نذر به نیت خودتان؛ نیت را در توضیحات بنویسید.',
        islamic: true,
        sort: 4,
        defaultAmounts: [50000, 100000, 500000],
        minAmount: 5000,
      },
      {
        slug: 'fitriyeh',
        title: 'زکات فطریه',
        icon: 'rice_bowl',
        description: 'فطریهٔ هر نفر برای عید فطر.',
        islamic: true,
        sort: 5,
        defaultAmounts: [100000, 200000, 400000],
        minAmount: 50000,
      },
      {
        slug: 'general',
        title: 'کمک عمومی',
        icon: 'handshake',
        description: 'کمک به هزینه‌های جاری خیریه برای رسیدگی به نیازمندان.',
        islamic: false,
        sort: 6,
        defaultAmounts: [50000, 100000, 250000, 500000],
        minAmount: 10000,
      },
    ])
    .onConflictDoNothing()
}
