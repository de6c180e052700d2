import type { Executor } from '../../db/client.ts'
import { crownLocations } from './crown-locations.tables.ts'

/** Demo ceremony locations, so the crown form has somewhere to send a crown. */
export async function seedCrownLocations(db: Executor) {
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
