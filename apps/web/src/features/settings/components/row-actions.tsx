import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { IconButton, Tooltip } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** Edit, history and delete buttons of a settings list row; each shows only when allowed. */
export function RowActions({
  name,
  onEdit,
  onHistory,
  onDelete,
}: {
  /** The row's name, for the buttons' accessible labels. */
  name: string
  onEdit?: () => void
  onHistory?: () => void
  onDelete?: () => void
}) {
  const { t } = useTranslation('settings')
  return (
    <>
      {onEdit && (
        <Tooltip title={t('edit')}>
          <IconButton size="small" aria-label={t('editOf', { name })} onClick={onEdit}>
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onHistory && (
        <Tooltip title={t('history')}>
          <IconButton size="small" aria-label={t('historyOf', { name })} onClick={onHistory}>
            <HistoryOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip title={t('delete')}>
          <IconButton
            size="small"
            color="error"
            aria-label={t('deleteOf', { name })}
            onClick={onDelete}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </>
  )
}
