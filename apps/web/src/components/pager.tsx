import { Pagination, PaginationItem } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../../lib/format.ts'

/** Page numbers in the reader's digits, with spoken labels. */
export function Pager({
  page,
  count,
  onChange,
}: {
  page: number
  count: number
  onChange: (page: number) => void
}) {
  const { t } = useTranslation('contact-us')
  const { number } = useFormat()
  if (count <= 1) return null
  return (
    <Pagination
      page={page}
      count={count}
      onChange={(_, value) => onChange(value)}
      color="primary"
      sx={{ alignSelf: 'center' }}
      getItemAriaLabel={(type, item) =>
        type === 'page' ? t('pager.page', { n: number(item ?? 0) }) : t(`pager.${type}`)
      }
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : number(item.page)} />
      )}
    />
  )
}
