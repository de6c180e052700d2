import type { Executor } from '../../db/client.ts'
import { crownLocations, crownTypes } from './crowns.tables.ts'

/**
 * Demo crown types and ceremony locations, so the crown form has something to offer. The kinds'
 * pictures are drawings shipped with the web app (`apps/web/public/demo/crowns`); a charity gives
 * each kind its own photo from the media library.
 */
export async function seedCrowns(db: Executor) {
  await db.insert(crownTypes).values([
    { title: 'تاج گل ساده', price: 1_500_000, imageUrl: '/demo/crowns/simple.svg' },
    { title: 'تاج گل دوطبقه', price: 2_800_000, imageUrl: '/demo/crowns/two-tier.svg' },
    { title: 'تاج گل ویژه', price: 4_500_000, imageUrl: '/demo/crowns/special.svg' },
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
