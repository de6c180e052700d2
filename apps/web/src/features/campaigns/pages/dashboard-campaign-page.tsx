import EditOutlined from '@mui/icons-material/EditOutlined'
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined'
import { Box, Button, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { ErrorScreen } from '#components/error-screen.tsx'
import { paths } from '#lib/paths.ts'
import { PageLoadError } from '#components/page-load-error.tsx'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { dashboardCampaignQuery } from '../api/dashboard-campaigns.ts'
import { CampaignFormDialog } from '../components/campaign-form-dialog.tsx'
import { CampaignProgress } from '../components/campaign-progress.tsx'
import { CampaignStatusChip } from '../components/campaign-status-chip.tsx'
import { DonationsPanel } from '../components/donations-panel.tsx'
import { ReportsPanel } from '../components/reports-panel.tsx'
import { NS } from '../components/use-campaign-texts.ts'

type TabName = 'donations' | 'reports'

/** `/dashboard/campaign/{id}`: one campaign's figures, its donations and its reports. */
export default function DashboardCampaignPage() {
  const { t } = useTranslation(NS)
  const { money, number, date } = useFormat()
  const can = useCan()
  const id = Number(useParams().id)
  const [params, setParams] = useSearchParams()
  const campaign = useQuery({ ...dashboardCampaignQuery(id), enabled: id > 0, retry: false })
  const [editing, setEditing] = useState(false)
  const canReports = can('campaign-reports.view')
  const tab: TabName = params.get('tab') === 'reports' && canReports ? 'reports' : 'donations'
  const title = campaign.data?.title

  useEffect(() => {
    if (title) dashboardStore.setBreadcrumbs([{ title }])
    return () => dashboardStore.setBreadcrumbs([])
  }, [title])

  if (!(id > 0) || (campaign.error instanceof ApiError && campaign.error.status === 404))
    return <ErrorScreen status={404} />
  if (campaign.isPending)
    return <Skeleton variant="rounded" height={180} role="status" aria-label={t('loading')} />
  if (campaign.isError)
    return <PageLoadError error={campaign.error} onRetry={() => void campaign.refetch()} />

  const c = campaign.data
  const figures = [
    { label: t('detail.donors'), value: number(c.donors) },
    { label: t('detail.spent'), value: money(c.spent) },
    { label: t('detail.donations'), value: number(c.donations) },
    {
      label: t('detail.dates'),
      value: `${date(c.starts_at)} – ${c.ends_at ? date(c.ends_at) : t('detail.noEnd')}`,
    },
  ]
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="h2" sx={{ fontSize: 22, fontWeight: 800 }}>
                {c.title}
              </Typography>
              <CampaignStatusChip status={c.status} />
            </Stack>
            {c.summary && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {c.summary}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ gap: 1, flexShrink: 0, flexWrap: 'wrap' }}>
            {c.published && (
              <Button
                component="a"
                href={paths.campaign.show(c.slug)}
                target="_blank"
                rel="noopener"
                variant="outlined"
                startIcon={<OpenInNewOutlined />}
              >
                {t('detail.view')}
              </Button>
            )}
            {can('campaigns.update') && (
              <Button
                variant="outlined"
                startIcon={<EditOutlined />}
                onClick={() => setEditing(true)}
              >
                {t('detail.edit')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Box sx={{ mt: 2, maxWidth: 560 }}>
          <CampaignProgress collected={c.collected} goal={c.goal} />
        </Box>
        <Stack
          component="dl"
          direction="row"
          sx={{ m: 0, mt: 2, gap: { xs: 2, sm: 4 }, flexWrap: 'wrap' }}
        >
          {figures.map((f) => (
            <Box key={f.label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {f.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {f.value}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Paper>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) =>
          setParams(value === 'donations' ? {} : { tab: value }, { replace: true })
        }
        aria-label={t('detail.sections')}
      >
        <Tab
          value="donations"
          label={t('detail.donationsTab')}
          id="tab-donations"
          aria-controls="panel-donations"
        />
        {canReports && (
          <Tab
            value="reports"
            label={t('detail.reportsTab')}
            id="tab-reports"
            aria-controls="panel-reports"
          />
        )}
      </Tabs>
      <Box role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'donations' ? (
          <DonationsPanel campaignId={c.id} />
        ) : (
          <ReportsPanel campaignId={c.id} />
        )}
      </Box>
      {editing && <CampaignFormDialog campaign={c} onClose={() => setEditing(false)} />}
    </Stack>
  )
}
