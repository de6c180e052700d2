import { CAMPAIGN_STATUSES, type DashboardCampaign } from '@kheyr/contracts/campaigns'
import AddOutlined from '@mui/icons-material/AddOutlined'
import BlockOutlined from '@mui/icons-material/BlockOutlined'
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined'
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined'
import PublicOffOutlined from '@mui/icons-material/PublicOffOutlined'
import PublicOutlined from '@mui/icons-material/PublicOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { Box, Button, Stack, Typography } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowAction, RowActions } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import { CAMPAIGNS, useCampaignFlag, useDeleteCampaign } from '../api/dashboard-campaigns.ts'
import { percentOf } from '../components/campaign-values.ts'
import { CampaignFormDialog } from '../components/campaign-form-dialog.tsx'
import { CampaignStatusChip } from '../components/campaign-status-chip.tsx'
import { MoneyTotals } from '#components/money-totals.tsx'
import { NS } from '../components/use-campaign-texts.ts'
import { strongButton } from '#components/strong-button.ts'

/** `/dashboard/campaign`: every campaign, its state and figures, and what staff can do to it. */
export default function DashboardCampaignsPage() {
  const { t } = useTranslation(NS)
  const { money, number } = useFormat()
  const can = useCan()
  const navigate = useNavigate()
  const confirm = useConfirm()
  const deleteRecord = useConfirmedDelete(useDeleteCampaign())
  const publish = useCampaignFlag('published')
  const close = useCampaignFlag('closed')
  const [editing, setEditing] = useState<DashboardCampaign | null | undefined>(undefined)

  const flip = async (
    action: typeof publish,
    campaign: DashboardCampaign,
    on: boolean,
    question: string | null,
    done: string,
  ) => {
    if (question && !(await confirm(question))) return
    try {
      await action.mutateAsync({ id: campaign.id, on })
      toast.success(done)
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    }
  }

  const columns = useMemo<DataTableColumn<DashboardCampaign>[]>(
    () => [
      {
        field: 'id',
        header: t('table.id'),
        type: 'number',
        sortable: true,
        filterable: true,
        width: 80,
      },
      {
        field: 'cover',
        header: t('table.cover'),
        width: 100,
        secondary: true,
        render: (c) =>
          c.cover ? (
            <Box
              component="img"
              src={c.cover.url}
              alt=""
              loading="lazy"
              sx={{ width: 72, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          ) : (
            '-'
          ),
      },
      {
        field: 'title',
        header: t('table.title'),
        sortable: true,
        filterable: true,
        flex: 1,
        minWidth: 180,
        card: 'title',
      },
      {
        field: 'status',
        header: t('table.status'),
        type: 'enum',
        filterable: true,
        width: 130,
        options: CAMPAIGN_STATUSES.map((s) => ({ value: s, label: t(`dashboardStatuses.${s}`) })),
        card: 'aside',
        render: (c) => <CampaignStatusChip status={c.status} />,
      },
      {
        field: 'goal',
        header: t('table.goal'),
        type: 'money',
        sortable: true,
        filterable: true,
        width: 150,
      },
      {
        field: 'collected',
        header: t('table.collected'),
        sortable: true,
        filterable: true,
        type: 'money',
        width: 190,
        render: (c) => (
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {money(c.collected)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('table.percent', { percent: number(percentOf(c.collected, c.goal)) })}
            </Typography>
          </Stack>
        ),
      },
      {
        field: 'donors',
        header: t('table.donors'),
        type: 'number',
        sortable: true,
        filterable: true,
        width: 100,
      },
      {
        field: 'starts_at',
        header: t('table.startsAt'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 120,
        secondary: true,
      },
      {
        field: 'ends_at',
        header: t('table.endsAt'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 120,
      },
      {
        field: 'featured',
        header: t('table.featured'),
        type: 'boolean',
        sortable: true,
        filterable: true,
        width: 90,
      },
    ],
    [t, money, number],
  )

  return (
    <>
      <DataTable<DashboardCampaign>
        resource={CAMPAIGNS}
        label={t('common:titles.dashboard-campaign')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        emptyText={t('table.empty')}
        canDelete={can('campaigns.delete')}
        rowActionsWidth={260}
        onRowClick={(c) => navigate(paths.dashboard.campaignShow(c.id))}
        summary={(meta) =>
          meta.totals ? (
            <MoneyTotals
              items={[
                { label: t('table.totalCollected'), amount: meta.totals.collected },
                { label: t('table.totalGoal'), amount: meta.totals.goal },
              ]}
            />
          ) : null
        }
        toolbar={
          can('campaigns.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
              sx={strongButton}
            >
              {t('table.create')}
            </Button>
          )
        }
        rowActions={(c) => (
          <RowActions
            name={c.title}
            onEdit={can('campaigns.update') ? () => setEditing(c) : undefined}
            onHistory={() => dashboardStore.openHistory(c.id)}
            onDelete={
              can('campaigns.delete')
                ? () => void deleteRecord(c.id, t('table.deleteConfirm', { title: c.title }))
                : undefined
            }
          >
            <RowAction
              label={t('table.manage', { title: c.title })}
              icon={<TuneOutlined fontSize="small" />}
              onClick={() => navigate(paths.dashboard.campaignShow(c.id))}
            />
            {c.published && (
              <RowAction
                label={t('table.view', { title: c.title })}
                icon={<OpenInNewOutlined fontSize="small" />}
                href={paths.campaign.show(c.slug)}
              />
            )}
            {can('campaigns.update') && (
              <RowAction
                label={
                  c.published
                    ? t('table.unpublish', { title: c.title })
                    : t('table.publish', { title: c.title })
                }
                icon={
                  c.published ? (
                    <PublicOffOutlined fontSize="small" />
                  ) : (
                    <PublicOutlined fontSize="small" />
                  )
                }
                onClick={() =>
                  void flip(
                    publish,
                    c,
                    !c.published,
                    c.published ? t('table.unpublishConfirm', { title: c.title }) : null,
                    c.published ? t('table.unpublished') : t('table.published'),
                  )
                }
              />
            )}
            {can('campaigns.update') && (
              <RowAction
                label={
                  c.closed_at
                    ? t('table.reopen', { title: c.title })
                    : t('table.close', { title: c.title })
                }
                icon={
                  c.closed_at ? (
                    <LockOpenOutlined fontSize="small" />
                  ) : (
                    <BlockOutlined fontSize="small" />
                  )
                }
                onClick={() =>
                  void flip(
                    close,
                    c,
                    !c.closed_at,
                    c.closed_at ? null : t('table.closeConfirm', { title: c.title }),
                    c.closed_at ? t('table.reopened') : t('table.closed'),
                  )
                }
              />
            )}
          </RowActions>
        )}
      />
      {editing !== undefined && (
        <CampaignFormDialog campaign={editing} onClose={() => setEditing(undefined)} />
      )}
      <DashboardHistoryPanel resource={CAMPAIGNS} />
    </>
  )
}
