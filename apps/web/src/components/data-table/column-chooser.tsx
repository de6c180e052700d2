import CheckBoxOutlineBlankOutlined from '@mui/icons-material/CheckBoxOutlineBlankOutlined'
import CheckBoxOutlined from '@mui/icons-material/CheckBoxOutlined'
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined'
import {
  Button,
  Divider,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'

export type ChooserColumn = { field: string; header: string }

/**
 * The columns the list shows, each with a check to show or hide it; the first column names the
 * row and always shows. A column left out only for lack of room says so.
 */
export function ColumnChooser({
  columns,
  visible,
  squeezed,
  onChoose,
  onReset,
}: {
  columns: ChooserColumn[]
  visible: Set<string>
  squeezed: Set<string>
  onChoose: (field: string, visible: boolean) => void
  onReset: () => void
}) {
  const { t } = useTranslation('data-table')
  const { number } = useFormat()
  const compact = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true })
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const hidden = columns.filter((c) => !visible.has(c.field)).length
  const label = hidden
    ? t('columnsChooser.buttonHidden', { n: number(hidden) })
    : t('columnsChooser.button')
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ color: 'primary.dark' }}
      >
        {compact ? t('columnsChooser.short') : label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': t('columnsChooser.title'), dense: true } }}
      >
        {columns.map((column, index) => {
          const shown = visible.has(column.field)
          const first = index === 0
          return (
            <MenuItem
              key={column.field}
              role="menuitemcheckbox"
              aria-checked={shown}
              disabled={first}
              onClick={() => onChoose(column.field, !shown)}
            >
              <ListItemIcon>
                {shown ? (
                  <CheckBoxOutlined fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankOutlined fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={column.header}
                secondary={
                  first
                    ? t('columnsChooser.always')
                    : squeezed.has(column.field)
                      ? t('columnsChooser.noRoom')
                      : undefined
                }
              />
            </MenuItem>
          )
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            onReset()
            setAnchor(null)
          }}
        >
          <ListItemText inset primary={t('columnsChooser.reset')} />
        </MenuItem>
      </Menu>
    </>
  )
}
