import type { Executor } from '../../db/client.ts'
import { crownTypes } from './crown-types.tables.ts'

/** Demo crown types, so the crown form has something to offer. */
export async function seedCrownTypes(db: Executor) {
  await db.insert(crownTypes).values([
    { title: 'تاج گل ساده', price: 1_500_000 },
    { title: 'تاج گل دوطبقه', price: 2_800_000 },
    { title: 'تاج گل ویژه', price: 4_500_000 },
  ])
}
