import AddOutlined from '@mui/icons-material/AddOutlined'
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore, useDashboardState } from '../../lib/dashboard-store.ts'
import { useFormat } from '../../lib/format.ts'
import type { DataTableOption } from './cell-value.tsx'
import {
  normalizeFilterValue,
  operationsFor,
  type AppliedFilter,
  type DataTableColumnType,
} from './query.ts'

export type FilterColumn = {
  field: string
  header: string
  type?: DataTableColumnType
  options?: DataTableOption[]
}

const field = { flex: '1 1 150px', minWidth: 0 } as const

/**
 * The dashboard's CRUD filter (spec, section 3): a column, an operation (equals by default) and a
 * value. What is being typed lives in the dashboard store; the applied list belongs to the table.
 */
export function FilterBar({
  columns,
  onAdd,
}: {
  columns: FilterColumn[]
  onAdd: (filter: AppliedFilter) => void
}) {
  const { t } = useTranslation('data-table')
  const input = useDashboardState((s) => s.crudFilter)
  const [error, setError] = useState<string | null>(null)
  // The store is shared by every table; a column another table chose means nothing here.
  const column = columns.find((c) => c.field === input.column) ?? null
  const type = column?.type ?? 'text'
  const operations = operationsFor(type)
  const operation = operations.includes(input.operation) ? input.operation : 'eq'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!column) return
    const value = normalizeFilterValue(type, input.value)
    if (value === null) {
      setError(
        type === 'date' || type === 'datetime'
          ? t('filter.invalidDate')
          : t('filter.invalidNumber'),
      )
      return
    }
    setError(null)
    onAdd({ column: column.field, operation, value })
    dashboardStore.setCrudFilter({ value: '' })
  }

  const setValue = (value: string) => {
    setError(null)
    dashboardStore.setCrudFilter({ value })
  }

  const valueProps = {
    size: 'small' as const,
    label: t('filter.value'),
    value: input.value,
    disabled: !column,
    error: Boolean(error),
    helperText: error ?? undefined,
    onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    sx: field,
  }

  let valueInput
  if (type === 'boolean' || type === 'enum') {
    const options =
      type === 'boolean'
        ? [
            { value: '1', label: t('cell.yes') },
            { value: '0', label: t('cell.no') },
          ]
        : (column?.options ?? [])
    valueInput = (
      <TextField select {...valueProps}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    )
  } else if (type === 'date' || type === 'datetime') {
    valueInput = (
      <TextField type="date" {...valueProps} slotProps={{ inputLabel: { shrink: true } }} />
    )
  } else {
    const numeric = type === 'number' || type === 'money'
    valueInput = (
      <TextField
        {...valueProps}
        slotProps={{ htmlInput: numeric ? { inputMode: 'decimal', dir: 'ltr' } : {} }}
      />
    )
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('filter.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
    >
      <TextField
        select
        size="small"
        label={t('filter.column')}
        value={column?.field ?? ''}
        onChange={(event) => {
          setError(null)
          dashboardStore.setCrudFilter({ column: event.target.value, value: '' })
        }}
        sx={field}
      >
        {columns.map((c) => (
          <MenuItem key={c.field} value={c.field}>
            {c.header}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filter.operation')}
        value={operation}
        disabled={!column}
        onChange={(event) =>
          dashboardStore.setCrudFilter({
            operation: event.target.value as AppliedFilter['operation'],
          })
        }
        sx={field}
      >
        {operations.map((op) => (
          <MenuItem key={op} value={op}>
            {t(`filter.ops.${op}`)}
          </MenuItem>
        ))}
      </TextField>
      {valueInput}
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddOutlined />}
        disabled={!column || !input.value.trim()}
        sx={{ height: 40, flex: '0 0 auto' }}
      >
        {t('filter.add')}
      </Button>
    </Box>
  )
}

/** The applied filters as chips; each one removes itself. */
export function ActiveFilters({
  filters,
  columns,
  onRemove,
  onClear,
}: {
  filters: AppliedFilter[]
  columns: FilterColumn[]
  onRemove: (index: number) => void
  onClear: () => void
}) {
  const { t } = useTranslation('data-table')
  const format = useFormat()
  if (!filters.length) return null

  const display = (filter: AppliedFilter, column: FilterColumn | undefined) => {
    switch (column?.type) {
      case 'number':
        return format.number(Number(filter.value))
      case 'money':
        return format.money(Number(filter.value))
      case 'date':
      case 'datetime':
        return format.date(filter.value, 'short')
      case 'boolean':
        return filter.value === '1' ? t('cell.yes') : t('cell.no')
      case 'enum':
        return column.options?.find((o) => o.value === filter.value)?.label ?? filter.value
      default:
        return filter.value
    }
  }

  return (
    <Box
      role="group"
      aria-label={t('filter.active')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
    >
      {filters.map((filter, index) => {
        const column = columns.find((c) => c.field === filter.column)
        const operation = t(`filter.ops.${filter.operation}`)
        return (
          <Chip
            key={`${filter.column}:${filter.operation}`}
            size="small"
            color="primary"
            variant="outlined"
            label={`${column?.header ?? filter.column} ${operation} ${display(filter, column)}`}
            onDelete={() => onRemove(index)}
          />
        )
      })}
      {filters.length > 1 && (
        <Button size="small" color="inherit" onClick={onClear}>
          {t('filter.clear')}
        </Button>
      )}
    </Box>
  )
}
