import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { Button, IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * One icon button in a row's actions, named for screen readers and shown as a tooltip; with
 * `text`, a button that says it (a phone's card, where an icon alone says too little), its
 * accessible name still the full `label`, which starts with that text.
 */
export function RowAction({
  label,
  icon,
  onClick,
  href,
  color,
  text,
}: {
  label: string
  icon: ReactNode
  onClick?: () => void
  /** Opens this address in a new tab instead. */
  href?: string
  color?: 'error'
  text?: string
}) {
  if (text)
    return (
      <Button
        size="small"
        startIcon={icon}
        aria-label={label}
        color={color ?? 'primary'}
        onClick={onClick}
        {...(href ? { href, target: '_blank', rel: 'noopener' } : {})}
      >
        {text}
      </Button>
    )
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        color={color ?? 'default'}
        onClick={onClick}
        {...(href ? { href, target: '_blank', rel: 'noopener' } : {})}
      >
        {icon}
      </IconButton>
    </Tooltip>
  )
}

/**
 * A rarer action of a row, behind its "more" button: the grid's actions cell and the phone's
 * card both gather the children marked `showInMenu` into that menu (and pass `closeMenu`).
 */
export function RowMenuAction({
  label,
  icon,
  onClick,
  closeMenu,
}: {
  label: string
  icon: ReactNode
  onClick: () => void
  showInMenu: true
  closeMenu?: () => void
}) {
  return (
    <MenuItem
      onClick={() => {
        closeMenu?.()
        onClick()
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  )
}

/**
 * The usual buttons of a dashboard row (edit, the row's own extras, history, delete); each shows
 * only when its handler is given, i.e. when the user may do it.
 */
export function RowActions({
  name,
  onEdit,
  onHistory,
  onDelete,
  children,
}: {
  /** The row's name, for the buttons' accessible labels. */
  name: string
  onEdit?: () => void
  onHistory?: () => void
  onDelete?: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('data-table')
  return (
    <>
      {onEdit && (
        <RowAction
          label={t('row.editOf', { name })}
          icon={<EditOutlined fontSize="small" />}
          onClick={onEdit}
        />
      )}
      {children}
      {onHistory && (
        <RowAction
          label={t('row.historyOf', { name })}
          icon={<HistoryOutlined fontSize="small" />}
          onClick={onHistory}
        />
      )}
      {onDelete && (
        <RowAction
          label={t('row.deleteOf', { name })}
          icon={<DeleteOutlined fontSize="small" />}
          onClick={onDelete}
          color="error"
        />
      )}
    </>
  )
}
