import type { Executor } from '../../db/client.ts'
import { crownLocations, crownTypes } from './crowns.tables.ts'

/** Demo crown types and ceremony locations, so the crown form has something to offer. */
export async function seedCrowns(db: Executor) {
  await db.insert(crownTypes).values([
    { title: 'تاج گل ساده', price: 1_500_000 },
    { title: 'تاج گل دوطبقه', price: 2_800_000 },
    { title: 'تاج گل ویژه', price: 4_500_000 },
  ])
  await db.insert(crownLocations).values([
    {
      name: 'مسجد جامع',
      address: 'تهران، خیابان انقلاب',
      lat: 35.7009,
      lng: 51.3912,
    },
    {
      name: 'بهشت زهرا، تالار یادبود',
      address: 'تهران، بزرگراه خلیج فارس',
      lat: 35.5383,
      lng: 51.3724,
    },
  ])
}
