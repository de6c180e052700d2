import type { ChestOptionInput, DashboardChestOption } from '@kheyr/contracts/chests'
import { useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'
import { MY_CHESTS } from './chests.ts'

// Box types and materials (`/api/dashboard/chest-types`, `/api/dashboard/chest-materials`);
// their lists come through the data table.

export const CHEST_TYPES = 'chest-types'
export const CHEST_MATERIALS = 'chest-materials'
export type ChestOptionResource = typeof CHEST_TYPES | typeof CHEST_MATERIALS

/** The request form offers the active ones; the boxes list shows their titles. */
const ALSO = [MY_CHESTS, ['dashboard', 'chests']]

export const useSaveChestOption = (resource: ChestOptionResource, id: number | null) =>
  useSaveRecord<ChestOptionInput, DashboardChestOption>(resource, id, ALSO)

export const useDeleteChestOption = (resource: ChestOptionResource) =>
  useDeleteRecordMutation(resource, ALSO)
