import type { CampaignReportInput, DashboardCampaignReport } from '@kheyr/contracts/campaigns'
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
import { CAMPAIGNS } from './dashboard-campaigns.ts'

// A campaign's reports (`/api/dashboard/campaign-reports`); the list comes through the data table.

export const CAMPAIGN_REPORTS = 'campaign-reports'

/** Reports show on the campaign's public page, and their spending in its figures. */
const ALSO = [resourceKey(CAMPAIGNS), PUBLIC_CAMPAIGNS]

/** Every report of a campaign in its order (for the reorder dialog). */
export const campaignReportsQuery = (campaignId: number) =>
  queryOptions({
    queryKey: [...resourceKey(CAMPAIGN_REPORTS), 'all', campaignId],
    queryFn: ({ signal }) =>
      api
        .get<DataOf<DashboardCampaignReport[]>>(resourcePath(CAMPAIGN_REPORTS), {
          query: { 'filter[campaign_id]': campaignId, sort: 'sort_order', per_page: 100 },
          signal,
        })
        .then((r) => r.data),
  })

export const useSaveReport = (id: number | null) =>
  useSaveRecord<CampaignReportInput, DashboardCampaignReport>(CAMPAIGN_REPORTS, id, ALSO)

/** Puts a campaign's reports in this order (every report's id, first to last). */
export const useReorderReports = (campaignId: number) =>
  useResourceMutation(
    CAMPAIGN_REPORTS,
    (ids: number[]) =>
      api
        .post<DataOf<DashboardCampaignReport[]>>(`${resourcePath(CAMPAIGN_REPORTS)}/reorder`, {
          campaign_id: campaignId,
          ids,
        })
        .then((r) => r.data),
    ALSO,
  )

export const useDeleteReport = () => useDeleteRecordMutation(CAMPAIGN_REPORTS, ALSO)
