import type { Announcement } from '@kheyr/contracts/notifications'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Box, Button, IconButton, Tooltip } from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '../../../components/data-table/data-table.tsx'
import { useDeleteRecord } from '../../../components/data-table/use-delete-record.ts'
import { useCan } from '../../../lib/session/user.ts'
import { AnnouncementDialog } from './announcement-dialog.tsx'

/** The site-wide announcements: post, edit and remove them. */
export function AnnouncementsTable() {
  const { t } = useTranslation('contact')
  const can = useCan()
  const queryClient = useQueryClient()
  const deleteRecord = useDeleteRecord('announcements')
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined)

  const columns = useMemo<DataTableColumn<Announcement>[]>(
    () => [
      { field: 'title', header: t('announcements.fields.title'), sortable: true, minWidth: 180 },
      {
        field: 'body',
        header: t('announcements.fields.body'),
        flex: 2,
        minWidth: 220,
        render: (a) => (
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {a.body ?? '-'}
          </Box>
        ),
      },
      {
        field: 'link',
        header: t('announcements.fields.link'),
        minWidth: 140,
        render: (a) => (
          <Box component="bdi" dir="ltr">
            {a.link ?? '-'}
          </Box>
        ),
      },
      {
        field: 'created_at',
        header: t('columns.created_at'),
        type: 'datetime',
        sortable: true,
        filterable: true,
        width: 170,
      },
    ],
    [t],
  )

  const action = (label: string, icon: ReactNode, onClick: () => void, color?: 'error') => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} color={color ?? 'default'}>
        {icon}
      </IconButton>
    </Tooltip>
  )

  const remove = async (a: Announcement) => {
    if (await deleteRecord(a.id, t('announcements.deleteConfirm', { title: a.title })))
      void queryClient.invalidateQueries({ queryKey: ['props'] })
  }

  const canEdit = can('contacts.update')
  const canDelete = can('contacts.delete')
  return (
    <>
      <DataTable<Announcement>
        resource="announcements"
        label={t('tabs.announcements')}
        columns={columns}
        searchable
        defaultSort="-created_at"
        emptyText={t('announcements.empty')}
        toolbar={
          can('contacts.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing(null)}
            >
              {t('announcements.create')}
            </Button>
          )
        }
        rowActionsWidth={110}
        rowActions={
          canEdit || canDelete
            ? (a) => (
                <>
                  {canEdit &&
                    action(t('common:actions.edit'), <EditOutlined fontSize="small" />, () =>
                      setEditing(a),
                    )}
                  {canDelete &&
                    action(
                      t('common:actions.delete'),
                      <DeleteOutlined fontSize="small" />,
                      () => void remove(a),
                      'error',
                    )}
                </>
              )
            : undefined
        }
      />
      {editing !== undefined && (
        <AnnouncementDialog announcement={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  )
}
