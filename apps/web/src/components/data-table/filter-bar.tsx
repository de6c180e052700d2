import AddOutlined from '@mui/icons-material/AddOutlined'
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { dashboardStore, useDashboardState } from '#lib/dashboard-store.ts'
import { useFormat } from '#lib/format.ts'
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

/** A small select of the filter bar. */
function Choice({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string
  value: string
  options: DataTableOption[]
  disabled?: boolean
  onChange: (value: string) => void
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      sx={field}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** The filter's value, as the column's type asks it: a choice, a date, a number or text. */
function FilterValueInput({
  column,
  value,
  error,
  onChange,
}: {
  column: FilterColumn | null
  value: string
  error: string | null
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('data-table')
  const type = column?.type ?? 'text'
  const valueProps = {
    size: 'small' as const,
    label: t('filter.value'),
    value,
    disabled: !column,
    error: Boolean(error),
    helperText: error ?? undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    sx: field,
  }
  if (type === 'boolean' || type === 'enum') {
    const options =
      type === 'boolean'
        ? [
            { value: '1', label: t('cell.yes') },
            { value: '0', label: t('cell.no') },
          ]
        : (column?.options ?? [])
    return (
      <TextField select {...valueProps}>
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    )
  }
  if (type === 'date' || type === 'datetime')
    return <TextField type="date" {...valueProps} slotProps={{ inputLabel: { shrink: true } }} />
  const numeric = type === 'number' || type === 'money'
  return (
    <TextField
      {...valueProps}
      slotProps={{ htmlInput: numeric ? { inputMode: 'decimal', dir: 'ltr' } : {} }}
    />
  )
}

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
    setError(
      value === null
        ? t(type === 'date' || type === 'datetime' ? 'filter.invalidDate' : 'filter.invalidNumber')
        : null,
    )
    if (value === null) return
    onAdd({ column: column.field, operation, value })
    dashboardStore.setCrudFilter({ value: '' })
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('filter.title')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}
    >
      <Choice
        label={t('filter.column')}
        value={column?.field ?? ''}
        options={columns.map((c) => ({ value: c.field, label: c.header }))}
        onChange={(value) => {
          setError(null)
          dashboardStore.setCrudFilter({ column: value, value: '' })
        }}
      />
      <Choice
        label={t('filter.operation')}
        value={operation}
        disabled={!column}
        options={operations.map((op) => ({ value: op, label: t(`filter.ops.${op}`) }))}
        onChange={(value) =>
          dashboardStore.setCrudFilter({ operation: value as AppliedFilter['operation'] })
        }
      />
      <FilterValueInput
        column={column}
        value={input.value}
        error={error}
        onChange={(value) => {
          setError(null)
          dashboardStore.setCrudFilter({ value })
        }}
      />
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
