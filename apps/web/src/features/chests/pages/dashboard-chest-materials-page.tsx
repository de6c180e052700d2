import { CHEST_MATERIALS } from '../api/chest-options.ts'
import { ChestOptionsTable } from '../components/chest-options-table.tsx'

/** `/dashboard/chests/materials`: what boxes are made of. */
export default function DashboardChestMaterialsPage() {
  return <ChestOptionsTable resource={CHEST_MATERIALS} />
}
