import { CAMPAIGN_DONATION_STATUSES, type CampaignDonation } from '@kheyr/contracts/campaigns'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import { Button, Stack } from '@mui/material'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { CAMPAIGN_DONATIONS, donationsExportHref } from '../api/campaign-donations.ts'
import { MoneyTotals } from '#components/money-totals.tsx'
import { darkText } from '#components/strong-button.ts'
import { NS } from './use-campaign-texts.ts'

/** A campaign's gifts: filters, totals for the filter, and CSV or Excel of what is shown. */
export function DonationsPanel({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS)
  const { digits } = useFormat()
  const [query, setQuery] = useState<Record<string, string>>({})
  const onQuery = useCallback((q: Record<string, string>) => setQuery(q), [])
  const extraQuery = useMemo(() => ({ 'filter[campaign_id]': String(campaignId) }), [campaignId])
  const columns = useMemo<DataTableColumn<CampaignDonation>[]>(
    () => [
      {
        field: 'id',
        header: t('donations.id'),
        type: 'number',
        sortable: true,
        filterable: true,
        width: 90,
      },
      {
        field: 'amount',
        header: t('donations.amount'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      {
        field: 'status',
        header: t('donations.status'),
        type: 'enum',
        filterable: true,
        sortable: true,
        width: 130,
        options: CAMPAIGN_DONATION_STATUSES.map((s) => ({
          value: s,
          label: t(`donationStatuses.${s}`),
        })),
      },
      {
        field: 'display_name',
        header: t('donations.name'),
        minWidth: 140,
        flex: 1,
        render: (d) => (d.anonymous ? t('anonymous') : (d.display_name ?? '-')),
      },
      {
        field: 'mobile',
        header: t('donations.mobile'),
        filterable: true,
        width: 140,
        render: (d) => (d.mobile ? <Ltr>{digits(d.mobile)}</Ltr> : '-'),
      },
      {
        field: 'anonymous',
        header: t('donations.anonymous'),
        type: 'boolean',
        filterable: true,
        width: 100,
      },
      {
        field: 'paid_at',
        header: t('donations.paidAt'),
        type: 'datetime',
        sortable: true,
        filterable: true,
        width: 160,
      },
      {
        field: 'created_at',
        header: t('donations.createdAt'),
        type: 'datetime',
        sortable: true,
        filterable: true,
        width: 160,
      },
    ],
    [t, digits],
  )
  return (
    <>
      <DataTable<CampaignDonation>
        resource={CAMPAIGN_DONATIONS}
        label={t('donations.title')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        extraQuery={extraQuery}
        onQuery={onQuery}
        emptyText={t('donations.empty')}
        toolbar={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {(['csv', 'xlsx'] as const).map((format) => (
              <Button
                key={format}
                component="a"
                href={donationsExportHref(query, format)}
                startIcon={<DownloadOutlined />}
                variant="outlined"
                sx={darkText}
              >
                {t(format === 'csv' ? 'donations.exportCsv' : 'donations.exportXlsx')}
              </Button>
            ))}
          </Stack>
        }
        summary={(meta) =>
          meta.totals ? (
            <MoneyTotals
              items={[
                { label: t('donations.totalPaid'), amount: meta.totals.paid },
                { label: t('donations.paidCount'), count: meta.totals.paid_count },
                { label: t('donations.totalAll'), amount: meta.totals.amount },
              ]}
            />
          ) : null
        }
      />
    </>
  )
}
