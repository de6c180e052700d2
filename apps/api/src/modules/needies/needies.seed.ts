import type { Db } from '../../db/client.ts'
import {
  needies,
  needyDependents,
  needyHelps,
  needyVisits,
  type NeedyRow,
} from './needies.tables.ts'

/** A day `days` before today, as `YYYY-MM-DD`. */
const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

/**
 * A handful of clearly fictional households (family names "نمونه", codes in the 00010000xx
 * range, no real addresses), so a fresh dashboard shows what a file looks like.
 */
export async function seedNeedies(db: Db) {
  const people: (typeof needies.$inferInsert)[] = [
    {
      name: 'فاطمه',
      family: 'نمونهٔ یکم',
      fatherName: 'علی',
      nationalCode: '0001000012',
      docId: '101',
      mobile: '09000000101',
      city: 'تهران',
      area: 'منطقهٔ ۱۵',
      address: 'نشانی نمونه، کوچهٔ یکم، پلاک ۱',
      lat: 35.6425,
      lng: 51.4561,
      birthday: '1982-04-12',
      gender: 'female',
      maritalStatus: 'widowed',
      job: 'خیاط',
      education: 'middle_school',
      monthlyIncome: 4_500_000,
      dependentsCount: 3,
      orphansCount: 3,
      physicalCondition: 'healthy',
      priority: 'urgent',
      finalStatus: 'approved',
      dateSeen: daysAgo(40),
    },
    {
      name: 'رضا',
      family: 'نمونهٔ دوم',
      fatherName: 'حسن',
      nationalCode: '0001000020',
      docId: '102',
      mobile: '09000000102',
      city: 'تهران',
      area: 'منطقهٔ ۱۹',
      address: 'نشانی نمونه، خیابان دوم، پلاک ۲',
      lat: 35.6321,
      lng: 51.3789,
      birthday: '1975-09-30',
      gender: 'male',
      maritalStatus: 'married',
      job: 'کارگر ساختمانی',
      education: 'primary',
      monthlyIncome: 7_000_000,
      dependentsCount: 4,
      orphansCount: 0,
      physicalCondition: 'disability',
      priority: 'high',
      finalStatus: 'pending',
      proposedFinalStatus: 'approved',
    },
    {
      name: 'زهرا',
      family: 'نمونهٔ سوم',
      nationalCode: '0001000039',
      mobile: '09000000103',
      city: 'کرج',
      address: 'نشانی نمونه، میدان سوم، پلاک ۳',
      lat: 35.8327,
      lng: 50.9915,
      birthday: '1958-01-05',
      gender: 'female',
      maritalStatus: 'widowed',
      education: 'illiterate',
      monthlyIncome: 0,
      dependentsCount: 0,
      orphansCount: 0,
      physicalCondition: 'special_disease',
      priority: 'medium',
      finalStatus: 'follow_up',
      dateSeen: daysAgo(200),
    },
    {
      name: 'محمد',
      family: 'نمونهٔ چهارم',
      mobile: '09000000104',
      citizenship: 'afghan',
      city: 'تهران',
      area: 'منطقهٔ ۱۸',
      address: 'نشانی نمونه، کوچهٔ چهارم، پلاک ۴',
      gender: 'male',
      maritalStatus: 'married',
      job: 'کارگر فصلی',
      monthlyIncome: 5_000_000,
      dependentsCount: 2,
      orphansCount: 0,
      priority: 'low',
      finalStatus: 'pending',
    },
  ]
  const rows: NeedyRow[] = await db.insert(needies).values(people).returning()
  const [first, second, third] = rows as [NeedyRow, NeedyRow, NeedyRow, NeedyRow]

  await db.insert(needyDependents).values([
    {
      needyId: first.id,
      relation: 'child',
      name: 'مریم',
      family: 'نمونهٔ یکم',
      nationalCode: '0001000047',
      birthday: '2010-06-01',
      gender: 'female',
      education: 'middle_school',
    },
    {
      needyId: first.id,
      relation: 'child',
      name: 'حسین',
      family: 'نمونهٔ یکم',
      nationalCode: '0001000055',
      birthday: '2014-02-20',
      gender: 'male',
      education: 'primary',
    },
    {
      needyId: second.id,
      relation: 'spouse',
      name: 'سمیه',
      family: 'نمونهٔ دوم',
      nationalCode: '0001000063',
      birthday: '1980-11-11',
      gender: 'female',
      job: 'خانه‌دار',
    },
  ])

  await db.insert(needyVisits).values([
    {
      needyId: first.id,
      visitedAt: daysAgo(40),
      report: 'بازدید نمونه: خانهٔ اجاره‌ای کوچک؛ مادر سرپرست سه فرزند است و درآمد ثابتی ندارد.',
      finalStatus: 'approved',
      previousStatus: 'pending',
    },
    {
      needyId: third.id,
      visitedAt: daysAgo(200),
      report: 'بازدید نمونه: نیاز به پیگیری هزینهٔ دارو در ماه‌های بعد.',
      finalStatus: 'follow_up',
      previousStatus: 'pending',
    },
  ])

  await db.insert(needyHelps).values([
    {
      needyId: first.id,
      amount: 2_000_000,
      givenAt: daysAgo(35),
      type: 'cash',
      description: 'کمک نقدی نمونه',
    },
    {
      needyId: first.id,
      amount: 1_500_000,
      givenAt: daysAgo(400),
      type: 'food',
      description: 'سبد غذایی نمونه',
    },
    {
      needyId: third.id,
      amount: 3_200_000,
      givenAt: daysAgo(150),
      type: 'medical',
      description: 'هزینهٔ داروی نمونه',
    },
  ])
}
