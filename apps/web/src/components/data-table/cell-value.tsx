import CancelOutlined from '@mui/icons-material/CancelOutlined'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import type { DataTableColumnType } from './query.ts'
import { useDataDir } from '#lib/data-dir.ts'

export type DataTableOption = { value: string; label: string }

const EMPTY = '-'

const isEmpty = (value: unknown) => value === null || value === undefined || value === ''

/** A cell's value the way the current language writes it: Jalali dates, Persian digits, toman. */
export function CellValue({
  value,
  type = 'text',
  options,
}: {
  value: unknown
  type?: DataTableColumnType
  options?: DataTableOption[]
}): ReactNode {
  const { t } = useTranslation('data-table')
  const format = useFormat()
  const dataDir = useDataDir()
  if (type === 'boolean') {
    if (isEmpty(value)) return EMPTY
    const yes = value === true || value === 1 || value === '1' || value === 'true'
    const Icon = yes ? CheckCircleOutlined : CancelOutlined
    return (
      <Icon
        fontSize="small"
        color={yes ? 'success' : 'disabled'}
        titleAccess={yes ? t('cell.yes') : t('cell.no')}
        sx={{ verticalAlign: 'middle' }}
      />
    )
  }
  if (isEmpty(value)) return EMPTY
  switch (type) {
    case 'money':
    case 'number': {
      const n = Number(value)
      if (!Number.isFinite(n)) return String(value)
      return type === 'money' ? format.money(n) : format.number(n)
    }
    case 'date':
      return format.date(value as string, 'short')
    case 'datetime':
      return format.date(value as string, 'datetime')
    case 'enum':
      return options?.find((o) => o.value === String(value))?.label ?? String(value)
    default:
      // What people typed (a name, a title): in its own direction on an English page.
      if (typeof value === 'string') return dataDir ? <span dir={dataDir}>{value}</span> : value
      return typeof value === 'object' ? JSON.stringify(value) : String(value)
  }
}
