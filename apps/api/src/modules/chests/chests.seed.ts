import type { Db } from '../../db/client.ts'
import { insertUser } from '../users/users.service.ts'
import { chestDischarges, chestMaterials, chests, chestTypes } from './chests.tables.ts'

const DAY_MS = 86_400_000

/**
 * Box types and materials, and a few clearly fictional boxes of one demo owner (family name
 * "نمونه", a mobile of the unused 0900 range): one requested, one approved, two in use, one of
 * them waiting to be emptied. No money is made up: counts are only ever recorded by collectors.
 */
export async function seedChests(db: Db) {
  const [home, shop] = await db
    .insert(chestTypes)
    .values([
      { title: 'خانگی', description: 'صندوق کوچک رومیزی برای خانه' },
      { title: 'مغازه', description: 'صندوق کنار صندوق فروش، با قفل' },
      { title: 'اداری', description: 'برای دفتر کار و محل‌های پررفت‌وآمد' },
    ])
    .returning()
  const [metal, plastic] = await db
    .insert(chestMaterials)
    .values([{ title: 'فلزی' }, { title: 'پلاستیکی' }])
    .returning()
  const owner = await insertUser(db, {
    mobile: '09000000201',
    firstName: 'زهرا',
    lastName: 'نمونه',
  })
  const at = (days: number) => new Date(Date.now() - days * DAY_MS)
  const boxes = await db
    .insert(chests)
    .values([
      {
        code: 'KH-1001',
        userId: owner.id,
        chestTypeId: home!.id,
        chestMaterialId: metal!.id,
        status: 'delivered',
        address: 'تهران، منطقهٔ ۶، خیابان نمونه، پلاک ۱۰',
        lat: 35.7219,
        lng: 51.4005,
        phone: owner.mobile,
        approvedAt: at(60),
        deliveredAt: at(55),
        createdAt: at(62),
      },
      {
        code: 'KH-1002',
        userId: owner.id,
        chestTypeId: shop!.id,
        chestMaterialId: plastic!.id,
        status: 'delivered',
        address: 'تهران، منطقهٔ ۱۲، بازار نمونه، راستهٔ دوم، مغازهٔ ۴',
        lat: 35.6762,
        lng: 51.4231,
        phone: '02155000000',
        note: 'ساعت کاری مغازه ۹ تا ۲۰',
        approvedAt: at(40),
        deliveredAt: at(38),
        createdAt: at(41),
      },
      {
        code: 'KH-1003',
        userId: owner.id,
        chestTypeId: home!.id,
        chestMaterialId: plastic!.id,
        status: 'approved',
        address: 'کرج، گوهردشت، کوچهٔ نمونه، پلاک ۳',
        lat: 35.8327,
        lng: 50.9345,
        phone: owner.mobile,
        approvedAt: at(2),
        createdAt: at(3),
      },
      {
        userId: owner.id,
        chestTypeId: shop!.id,
        status: 'requested',
        address: 'تهران، منطقهٔ ۱۵، خیابان نمونه، پلاک ۸',
        lat: 35.6425,
        lng: 51.4561,
        phone: owner.mobile,
        createdAt: at(1),
      },
    ])
    .returning()
  await db.insert(chestDischarges).values({
    chestId: boxes[0]!.id,
    requestedBy: owner.id,
    preferredDays: ['sat', 'mon'],
    note: 'صبح‌ها خانه هستیم.',
    createdAt: at(1),
  })
}
