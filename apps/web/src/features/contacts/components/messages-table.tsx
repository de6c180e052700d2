import { CONTACT_STATUSES, CONTACT_TYPES, type DashboardContact } from '@kheyr/contracts/contacts'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { Box, Button } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { dashboardStore } from '#lib/dashboard-store.ts'
import { paths } from '#lib/paths.ts'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import {
  DataTable,
  type BulkAction,
  type DataTableColumn,
} from '#components/data-table/data-table.tsx'
import { RowAction } from '#components/data-table/row-actions.tsx'
import { DashboardHistoryPanel } from '#components/history/lazy-history-panel.tsx'
import { ApiError } from '#lib/api-client.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import { contactSettingsQuery } from '../api/contact-settings.ts'
import { CONTACTS, useDeleteContact, useDeleteContacts } from '../api/contacts.ts'
import { ContactDialog } from './contact-dialog.tsx'
import { ContactStatusChip } from './contact-status.tsx'
import { CellValue } from '#components/data-table/cell-value.tsx'

/** The messages' columns; subjects filter by the subjects there are. */
function useMessageColumns() {
  const { t } = useTranslation('contacts')
  const settings = useQuery(contactSettingsQuery)
  const subjects = settings.data?.subjects
  return useMemo<DataTableColumn<DashboardContact>[]>(
    () => [
      {
        field: 'type',
        header: t('columns.type'),
        type: 'enum',
        options: CONTACT_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
        sortable: true,
        filterable: true,
        width: 100,
      },
      {
        field: 'subject_id',
        header: t('columns.subject'),
        type: 'enum',
        options: (subjects ?? []).map((s) => ({ value: String(s.id), label: s.title })),
        filterable: true,
        minWidth: 120,
        render: (m) => m.subject ?? '-',
      },
      {
        field: 'body',
        header: t('columns.body'),
        flex: 2,
        minWidth: 180,
        render: (m) => (
          <Box
            component="span"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              fontWeight: m.status === 'new' ? 700 : 400,
            }}
          >
            {m.body}
          </Box>
        ),
      },
      {
        field: 'user',
        header: t('columns.user'),
        minWidth: 120,
        render: (m) => <CellValue value={m.user?.name} />,
      },
      {
        field: 'status',
        header: t('columns.status'),
        type: 'enum',
        options: CONTACT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        sortable: true,
        filterable: true,
        width: 120,
        render: (m) => <ContactStatusChip status={m.status} />,
      },
      {
        field: 'created_at',
        header: t('columns.created_at'),
        type: 'date',
        sortable: true,
        filterable: true,
        width: 110,
      },
    ],
    [t, subjects],
  )
}

/** `?id=` opens a message: staff notifications link straight to it. */
function useOpenMessage() {
  const [params, setParams] = useSearchParams()
  const openId = Number(params.get('id')) || null
  const open = (id: number | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set('id', String(id))
        else next.delete('id')
        return next
      },
      { replace: true },
    )
  return [openId, open] as const
}

/** Every message, filtered by status, type, subject and date; a row opens it to read and answer. */
/**
 * Deleting messages, one (asks first; closes it when open) or the checked ones; a failure says
 * the spec's own words whatever the cause.
 */
function useDeleteMessages(openId: number | null, close: () => void) {
  const { t } = useTranslation('contacts')
  const confirm = useConfirm()
  const deleteOne = useDeleteContact()
  const deleteMany = useDeleteContacts()
  const remove = async (message: DashboardContact) => {
    const ok = await confirm(t('deleteConfirm'), {
      color: 'error',
      confirmLabel: t('common:actions.delete'),
    })
    if (!ok) return
    try {
      await deleteOne.mutateAsync(message.id)
      toast.success(t('deleted'))
      if (openId === message.id) close()
    } catch {
      toast.error(t('deleteFailed'))
    }
  }
  const bulkDelete: BulkAction = {
    label: t('bulkDelete'),
    icon: <DeleteOutlined />,
    color: 'error',
    confirm: t('bulkDeleteConfirm'),
    successMessage: t('bulkDeleted'),
    onRun: (ids) =>
      deleteMany.mutateAsync(ids).then(
        () => undefined,
        () => {
          throw new ApiError(0, t('deleteFailed'))
        },
      ),
  }
  return { remove, bulkDelete }
}

export function MessagesTable() {
  const { t } = useTranslation('contacts')
  const can = useCan()
  const [openId, open] = useOpenMessage()
  const columns = useMessageColumns()
  const { remove, bulkDelete } = useDeleteMessages(openId, () => open(null))
  const canDelete = can('contacts.delete')
  return (
    <>
      <DataTable<DashboardContact>
        resource={CONTACTS}
        label={t('common:titles.dashboard-contact')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        emptyText={t('empty')}
        onRowClick={(m) => open(m.id)}
        toolbar={
          can('contacts.update') && (
            <Button
              component={Link}
              to={paths.dashboard.contactSettings}
              startIcon={<SettingsOutlined />}
            >
              {t('common:titles.dashboard-contact-settings')}
            </Button>
          )
        }
        bulkActions={canDelete ? [bulkDelete] : []}
        rowActionsWidth={canDelete ? 130 : 96}
        rowActions={(m) => (
          <>
            <RowAction
              label={t('openMessage')}
              icon={<VisibilityOutlined fontSize="small" />}
              onClick={() => open(m.id)}
            />
            <RowAction
              label={t('history')}
              icon={<HistoryOutlined fontSize="small" />}
              onClick={() => dashboardStore.openHistory(m.id)}
            />
            {canDelete && (
              <RowAction
                label={t('common:actions.delete')}
                icon={<DeleteOutlined fontSize="small" />}
                color="error"
                onClick={() => void remove(m)}
              />
            )}
          </>
        )}
      />
      {openId && (
        <ContactDialog
          key={openId}
          id={openId}
          canReply={can('contacts.update')}
          canDelete={canDelete}
          onClose={() => open(null)}
          onDelete={(m) => void remove(m)}
          onHistory={(id) => dashboardStore.openHistory(id)}
        />
      )}
      <DashboardHistoryPanel resource={CONTACTS} />
    </>
  )
}
