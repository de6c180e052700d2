import type {
  AssignDischargeInput,
  ChestCollector,
  DashboardDischarge,
  RecordDischargeInput,
} from '@kheyr/contracts/chests'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import { resourceListQuery, resourcePath, useResourceMutation } from '#lib/resource.ts'
import { MY_CHESTS } from './chests.ts'

// Drain requests (`/api/dashboard/chest-discharges`): the queue (through the data table), a
// collector's round, and assigning, recording and canceling a visit.

export const CHEST_DISCHARGES = 'chest-discharges'

/** A visit changes the box (its latest emptying, its open request) for staff and its owner. */
const ALSO = [MY_CHESTS, ['dashboard', 'chests']]

export const collectorsQuery = queryOptions({
  queryKey: ['dashboard', CHEST_DISCHARGES, 'collectors'],
  queryFn: ({ signal }) =>
    api
      .get<DataOf<ChestCollector[]>>(`${resourcePath(CHEST_DISCHARGES)}/collectors`, { signal })
      .then((r) => r.data),
  staleTime: 60_000,
})

/** A collector's visits of one day (`YYYY-MM-DD`): still to do first, then done. */
export const roundQuery = (collectorId: number, day: string) =>
  resourceListQuery<DashboardDischarge>(
    CHEST_DISCHARGES,
    {
      'filter[collector_id]': String(collectorId),
      'filter[scheduled_for]': day,
      sort: 'status',
      per_page: '100',
    },
    ['round'],
  )

export const useAssignDischarge = () =>
  useResourceMutation(
    CHEST_DISCHARGES,
    ({ id, input }: { id: number; input: AssignDischargeInput }) =>
      api
        .post<DataOf<DashboardDischarge>>(`${resourcePath(CHEST_DISCHARGES, id)}/assign`, input)
        .then((r) => r.data),
    ALSO,
  )

export const useRecordDischarge = () =>
  useResourceMutation(
    CHEST_DISCHARGES,
    ({ id, input }: { id: number; input: RecordDischargeInput }) =>
      api
        .post<DataOf<DashboardDischarge>>(`${resourcePath(CHEST_DISCHARGES, id)}/record`, input)
        .then((r) => r.data),
    // The counted money is a paid bill: the money reports change too.
    [...ALSO, ['dashboard', 'transactions'], ['dashboard', 'bills']],
  )

export const useCancelDischarge = () =>
  useResourceMutation(
    CHEST_DISCHARGES,
    (id: number) =>
      api
        .post<DataOf<DashboardDischarge>>(`${resourcePath(CHEST_DISCHARGES, id)}/cancel`)
        .then((r) => r.data),
    ALSO,
  )
