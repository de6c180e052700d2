import type { Announcement } from '@kheyr/contracts/notifications'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { Box, Button } from '@mui/material'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable, type DataTableColumn } from '#components/data-table/data-table.tsx'
import { RowAction } from '#components/data-table/row-actions.tsx'
import { useConfirmedDelete } from '#components/data-table/use-delete-record.ts'
import { Ltr } from '#components/ltr.tsx'
import { useCan } from '#lib/session/user.ts'
import { ANNOUNCEMENTS, useDeleteAnnouncement } from '../api/announcements.ts'
import { AnnouncementDialog } from './announcement-dialog.tsx'

function useAnnouncementColumns() {
  const { t } = useTranslation('contacts')
  return useMemo<DataTableColumn<Announcement>[]>(
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
        render: (a) => <Ltr>{a.link ?? '-'}</Ltr>,
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
}

/** The site-wide announcements: post, edit and remove them. */
export function AnnouncementsTable() {
  const { t } = useTranslation('contacts')
  const can = useCan()
  const deleteRecord = useConfirmedDelete(useDeleteAnnouncement())
  const [editing, setEditing] = useState<Announcement | null | undefined>(undefined)

  const columns = useAnnouncementColumns()

  const canEdit = can('contacts.update')
  const canDelete = can('contacts.delete')
  return (
    <>
      <DataTable<Announcement>
        resource={ANNOUNCEMENTS}
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
                  {canEdit && (
                    <RowAction
                      label={t('common:actions.edit')}
                      icon={<EditOutlined fontSize="small" />}
                      onClick={() => setEditing(a)}
                    />
                  )}
                  {canDelete && (
                    <RowAction
                      label={t('common:actions.delete')}
                      icon={<DeleteOutlined fontSize="small" />}
                      color="error"
                      onClick={() =>
                        void deleteRecord(
                          a.id,
                          t('announcements.deleteConfirm', { title: a.title }),
                        )
                      }
                    />
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
