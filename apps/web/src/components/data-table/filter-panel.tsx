import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { Box, Button, Collapse, Drawer, IconButton, Stack, Typography } from '@mui/material'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldsPlaceholder, useFieldsShown } from '../fields-after-frame.tsx'
import { useFilterOpen, type FilterToggle } from './filter-toggle.ts'

/**
 * A list's own filters (status, dates, kind...) on a wide screen: one row of compact fields
 * above the rows, wrapping only when they run out of room, never a stack of full-width selects.
 */
export function FilterRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation('data-table')
  return (
    <Box
      role="group"
      aria-label={t('filter.listFilters')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        // Every field of a page's filters gets the same compact width, whatever it is.
        '& .MuiTextField-root, & .MuiPickersTextField-root': { width: 180, flex: '0 1 180px' },
        // A long label ends in «…» before the field's arrow or calendar button, not under it.
        '& .MuiInputLabel-root:not(.MuiInputLabel-shrink)': { maxWidth: 'calc(100% - 50px)' },
      }}
    >
      {children}
    </Box>
  )
}

/**
 * On a phone: every filter of the list (its own and the column filter) and the sort order in a
 * sheet from the bottom, opened by the toolbar's filter button, so the rows start at the top.
 */
export function FilterSheet({
  toggle,
  onClear,
  children,
}: {
  toggle: FilterToggle
  /** Clears the list's own filters, when the page can. */
  onClear?: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('data-table')
  const titleId = useId()
  const open = useFilterOpen(toggle)
  const onClose = () => toggle.set(false)
  // The sheet opens with the tap, its fields after it.
  const fieldsShown = useFieldsShown(open)
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85dvh' },
        },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 17, flex: 1 }}>
          {t('filter.sheetTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('filter.close')}>
          <CloseOutlined />
        </IconButton>
      </Stack>
      <Stack
        sx={{
          gap: 1.5,
          px: 2,
          pb: 2,
          overflowY: 'auto',
          '& .MuiTextField-root, & .MuiPickersTextField-root, & .MuiFormControl-root': {
            width: '100%',
          },
        }}
      >
        {fieldsShown ? children : <FieldsPlaceholder count={5} height={40} />}
      </Stack>
      <Stack direction="row" sx={{ gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" onClick={onClose} sx={{ flex: 1 }}>
          {t('filter.showResults')}
        </Button>
        {onClear && (
          <Button color="inherit" onClick={onClear}>
            {t('filter.clear')}
          </Button>
        )}
      </Stack>
    </Drawer>
  )
}

/** The wide screen's column filter bar, under the toolbar while the filters are open. */
export function FilterCollapse({
  toggle,
  id,
  children,
}: {
  toggle: FilterToggle
  id: string
  children: ReactNode
}) {
  return (
    <Collapse in={useFilterOpen(toggle)} id={id}>
      {children}
    </Collapse>
  )
}
