import { inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { charityCategories, charityTypes } from './charities.tables.ts'

const OBLIGATIONS = 'واجبات شرعی'
const GENERAL = 'کمک‌های عمومی'

/** The usual categories and kinds of giving for a fresh install, with their price modules (toman). */
export async function seedCharityTypes(db: Executor) {
  await db
    .insert(charityCategories)
    .values([
      {
        title: OBLIGATIONS,
        description: 'زکات، کفاره، فطریه و نذر: آنچه بر عهدهٔ شماست.',
        islamic: true,
        sort: 1,
      },
      {
        title: GENERAL,
        description: 'صدقه و کمک به کارهای خیر، به هر اندازه که بخواهید.',
        sort: 2,
      },
    ])
    .onConflictDoNothing()
  const categories = await db
    .select({ id: charityCategories.id, title: charityCategories.title })
    .from(charityCategories)
    .where(inArray(charityCategories.title, [OBLIGATIONS, GENERAL]))
  const idOf = (title: string) => categories.find((c) => c.title === title)!.id
  const obligations = idOf(OBLIGATIONS)
  const general = idOf(GENERAL)
  await db
    .insert(charityTypes)
    .values([
      {
        slug: 'sadaqa',
        title: 'صدقه',
        icon: 'volunteer_activism',
        description: 'صدقه برای سلامتی و رفع بلا؛ به نیازمندان تحت پوشش خیریه می‌رسد.',
        categoryId: general,
        sort: 1,
        defaultAmounts: [20000, 50000, 100000, 200000],
        minAmount: 5000,
      },
      {
        slug: 'zakat',
        title: 'زکات',
        icon: 'payments',
        description: 'پرداخت زکات مال طبق فتوای مرجع تقلید خود.',
        categoryId: obligations,
        sort: 2,
        defaultAmounts: [100000, 500000, 1000000],
        minAmount: 10000,
      },
      {
        slug: 'kaffara',
        title: 'کفاره',
        icon: 'restaurant',
        description: 'کفارهٔ روزه برای اطعام نیازمندان.',
        categoryId: obligations,
        sort: 3,
        defaultAmounts: [150000, 300000, 900000],
        minAmount: 10000,
      },
      {
        slug: 'nazr',
        title: 'نذر',
        icon: 'favorite',
        description: 'ادای نذر به نیت خودتان؛ نیت را در توضیحات بنویسید.',
        categoryId: obligations,
        sort: 4,
        defaultAmounts: [50000, 100000, 500000],
        minAmount: 5000,
      },
      {
        slug: 'fitriyeh',
        title: 'زکات فطریه',
        icon: 'rice_bowl',
        description: 'فطریهٔ هر نفر برای عید فطر.',
        categoryId: obligations,
        sort: 5,
        defaultAmounts: [100000, 200000, 400000],
        minAmount: 50000,
      },
      {
        slug: 'general',
        title: 'کمک عمومی',
        icon: 'handshake',
        description: 'کمک به هزینه‌های جاری خیریه برای رسیدگی به نیازمندان.',
        categoryId: general,
        sort: 6,
        defaultAmounts: [50000, 100000, 250000, 500000],
        minAmount: 10000,
      },
    ])
    .onConflictDoNothing()
}
