import { Pagination, PaginationItem, type SxProps, type Theme } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'

/** Page numbers in the reader's digits, with spoken labels; nothing when there is one page. */
export function Pager({
  page,
  count,
  onChange,
  sx,
}: {
  page: number
  count: number
  onChange: (page: number) => void
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation()
  const { number } = useFormat()
  if (count <= 1) return null
  return (
    <Pagination
      page={page}
      count={count}
      onChange={(_, value) => onChange(value)}
      color="primary"
      sx={[
        { alignSelf: 'center', '& .MuiPagination-ul': { justifyContent: 'center' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      getItemAriaLabel={(type, item) =>
        type === 'page' ? t('pager.page', { n: number(item ?? 0) }) : t(`pager.${type}`)
      }
      renderItem={(item) => (
        <PaginationItem {...item} page={item.page === null ? null : number(item.page)} />
      )}
    />
  )
}
