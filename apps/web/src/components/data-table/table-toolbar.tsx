import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { Box, Button, InputAdornment, TextField } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAdoptTyped } from '#lib/adopt-choice.ts'
import { useFormat } from '#lib/format.ts'
import { useFilterOpen, type FilterToggle } from './filter-toggle.ts'

/** Above the list: the search box, the filter toggle and the page's own buttons. */
export function TableToolbar({
  search,
  searchPlaceholder,
  onSearch,
  filters,
  filterToggle,
  filterBarId,
  columns,
  children,
}: {
  /** The typed search, or undefined when the list has none. */
  search?: string
  /** What the search finds (`name, mobile or code`); a general hint when absent. */
  searchPlaceholder?: string
  onSearch: (value: string) => void
  /** How many filters apply, or undefined when no column filters. */
  filters?: number
  /** Opens and closes the filters (the phone's sheet, the wide screen's filter bar). */
  filterToggle: FilterToggle
  filterBarId: string
  /** The column chooser. */
  columns?: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation('data-table')
  const format = useFormat()
  // A page the server rendered (a staff list on a phone) shows its search box before its script
  // has come: what was typed in it meanwhile is the search once the list is taken over.
  const input = useAdoptTyped<HTMLInputElement>(onSearch)
  const filterOpen = useFilterOpen(filterToggle)
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {search !== undefined && (
        <TextField
          type="search"
          size="small"
          label={t('search.label')}
          placeholder={searchPlaceholder ?? t('search.placeholder')}
          value={search}
          inputRef={input}
          onChange={(event) => onSearch(event.target.value)}
          sx={{ flex: { xs: '1 1 100%', sm: '1 1 220px' }, maxWidth: { sm: 360 } }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
      {filters !== undefined && (
        <Button
          variant={filterOpen ? 'contained' : 'outlined'}
          color="primary"
          startIcon={<FilterListOutlined />}
          aria-expanded={filterOpen}
          aria-controls={filterBarId}
          onClick={() => filterToggle.set(!filterOpen)}
        >
          {filters ? t('filter.toggleCount', { n: format.number(filters) }) : t('filter.toggle')}
        </Button>
      )}
      {columns}
      <Box sx={{ flexGrow: 1 }} />
      {children}
    </Box>
  )
}
