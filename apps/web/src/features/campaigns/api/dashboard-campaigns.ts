import type { CampaignInput, DashboardCampaign } from '@kheyr/contracts/campaigns'
import type { DataOf } from '@kheyr/contracts/http'
import { queryOptions } from '@tanstack/react-query'
import { api } from '#lib/api-client.ts'
import {
  resourceKey,
  resourcePath,
  useDeleteRecordMutation,
  useResourceMutation,
  useSaveRecord,
} from '#lib/resource.ts'
import { PUBLIC_CAMPAIGNS } from './campaigns.ts'

// Campaigns on the dashboard (`/api/dashboard/campaigns`); the list comes through the data table.

export const CAMPAIGNS = 'campaigns'

/** A change to a campaign shows on the public pages too. */
const ALSO = [PUBLIC_CAMPAIGNS]

export const dashboardCampaignQuery = (id: number) =>
  queryOptions({
    queryKey: [...resourceKey(CAMPAIGNS), 'record', id],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<DashboardCampaign>>(resourcePath(CAMPAIGNS, id), { signal })
        .then((r) => r.data),
  })

export const useSaveCampaign = (id: number | null) =>
  useSaveRecord<CampaignInput, DashboardCampaign>(CAMPAIGNS, id, ALSO)

/** Publishes or unpublishes; closes to new gifts or reopens. */
export const useCampaignFlag = (flag: 'published' | 'closed') =>
  useResourceMutation(
    CAMPAIGNS,
    ({ id, on }: { id: number; on: boolean }) =>
      api
        .put<DataOf<DashboardCampaign>>(`${resourcePath(CAMPAIGNS, id)}/${flag}`, { [flag]: on })
        .then((r) => r.data),
    ALSO,
  )

export const useDeleteCampaign = () => useDeleteRecordMutation(CAMPAIGNS, ALSO)
