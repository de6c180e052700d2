import { CHEST_TYPES } from '../api/chest-options.ts'
import { ChestOptionsTable } from '../components/chest-options-table.tsx'

/** `/dashboard/chests/types`: home, shop and the other kinds of box. */
export default function DashboardChestTypesPage() {
  return <ChestOptionsTable resource={CHEST_TYPES} />
}
