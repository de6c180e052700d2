import { exportHref } from '#lib/resource.ts'

// A campaign's gifts (`/api/dashboard/campaign-donations`): read-only; the list comes through
// the data table.

export const CAMPAIGN_DONATIONS = 'campaign-donations'

/** Downloads the donations the list shows (its filters and search), as CSV or Excel. */
export const donationsExportHref = (query: Record<string, string>, format: 'csv' | 'xlsx') =>
  exportHref(CAMPAIGN_DONATIONS, query, format)
