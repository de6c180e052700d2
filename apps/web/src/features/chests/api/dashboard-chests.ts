import type { ApproveChestInput, DashboardChest, UpdateChestInput } from '@kheyr/contracts/chests'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import {
  resourceListQuery,
  resourcePath,
  useDeleteRecordMutation,
  useResourceMutation,
  useSaveRecord,
} from '#lib/resource.ts'
import { CHEST_DISCHARGES } from './chest-discharges.ts'
import { MY_CHESTS } from './chests.ts'

// Boxes on the dashboard (`/api/dashboard/chests`); the list comes through the data table.

export const CHESTS = 'chests'

/** A change to a box shows in its owner's pages and in the drain queue too. */
const ALSO = [MY_CHESTS, ['dashboard', CHEST_DISCHARGES]]

/** A page of boxes for the map (the table's filters, a hundred at a time). */
export const chestsMapQuery = (query: Record<string, string>) =>
  resourceListQuery<DashboardChest>(CHESTS, query, ['map'])

export const useSaveChest = (id: number) =>
  useSaveRecord<UpdateChestInput, DashboardChest>(CHESTS, id, ALSO)

export const useDeleteChest = () => useDeleteRecordMutation(CHESTS, ALSO)

export const useApproveChest = () =>
  useResourceMutation(
    CHESTS,
    ({ id, input }: { id: number; input: ApproveChestInput }) =>
      api
        .post<DataOf<DashboardChest>>(`${resourcePath(CHESTS, id)}/approve`, input)
        .then((r) => r.data),
    ALSO,
  )

/** Marks a box delivered, or retires it. */
export const useChestStep = (step: 'deliver' | 'retire') =>
  useResourceMutation(
    CHESTS,
    (id: number) =>
      api.post<DataOf<DashboardChest>>(`${resourcePath(CHESTS, id)}/${step}`).then((r) => r.data),
    ALSO,
  )

export const dashboardChestQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', CHESTS, 'record', id],
    queryFn: ({ signal }) =>
      api.get<DataOf<DashboardChest>>(resourcePath(CHESTS, id), { signal }).then((r) => r.data),
  })
