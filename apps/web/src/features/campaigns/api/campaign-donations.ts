import { buildQuery } from '../../../lib/api-client.ts'

export const DONATIONS_RESOURCE = 'campaign-donations'

/** Downloads the donations the list shows (its filters and search), as CSV or Excel. */
export function donationsExportHref(query: Record<string, string>, format: 'csv' | 'xlsx') {
  const rest = Object.fromEntries(
    Object.entries(query).filter(([k]) => k !== 'page' && k !== 'per_page'),
  )
  return `/api/dashboard/${DONATIONS_RESOURCE}/export${buildQuery({ ...rest, format })}`
}
