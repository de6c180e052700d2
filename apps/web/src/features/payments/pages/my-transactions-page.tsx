import type { MyTransaction } from '@kheyr/contracts/payments'
import {
  Box,
  Chip,
  Container,
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { usePageTitle } from '#lib/page-title.ts'
import { useFormat } from '#lib/format.ts'
import { myTransactionsQuery } from '../api/bills.ts'
import { PageHeader } from '#components/page-header.tsx'
import { Pager } from '#components/pager.tsx'
import { usePageParam } from '#lib/use-page-param.ts'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import { Ltr } from '#components/ltr.tsx'
import { RecordCards } from '#components/record-cards.tsx'

const COLOR = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  canceled: 'default',
  error: 'error',
} as const

function StatusChip({ tx }: { tx: MyTransaction }) {
  const { t } = useTranslation('payments')
  return (
    <Chip
      size="small"
      color={COLOR[tx.status]}
      label={t(`payment:statuses.${tx.status}`)}
      title={tx.message ?? undefined}
    />
  )
}

/** On a phone each payment is a card; the five columns would not fit side by side. */
function TransactionCards({ items }: { items: MyTransaction[] }) {
  const { t } = useTranslation('payments')
  const { money, date, code } = useFormat()
  return (
    <Box sx={{ display: { xs: 'block', sm: 'none' } }}>
      <RecordCards
        label={t('common:titles.profile-transactions')}
        items={items.map((tx) => ({
          id: tx.id,
          title: money(tx.amount),
          aside: <StatusChip tx={tx} />,
          subtitle: `${date(tx.created_at, 'datetime')} · ${t(`payment:gateways.${tx.gateway}`)}`,
          fields: tx.reference_id
            ? [
                {
                  key: 'reference',
                  label: t('reference'),
                  value: <Ltr>{code(tx.reference_id)}</Ltr>,
                },
              ]
            : [],
        }))}
      />
    </Box>
  )
}

function TransactionTable({ items }: { items: MyTransaction[] }) {
  const { t } = useTranslation('payments')
  const { money, date, code } = useFormat()
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ display: { xs: 'none', sm: 'block' } }}
    >
      <Table size="small" aria-label={t('common:titles.profile-transactions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('createdAt')}</TableCell>
            <TableCell>{t('amount')}</TableCell>
            <TableCell>{t('gateway')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('reference')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((tx) => (
            <TableRow key={tx.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(tx.created_at, 'datetime')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {money(tx.amount)}
              </TableCell>
              <TableCell>{t(`payment:gateways.${tx.gateway}`)}</TableCell>
              <TableCell>
                <StatusChip tx={tx} />
              </TableCell>
              <TableCell>{tx.reference_id ? <Ltr>{code(tx.reference_id)}</Ltr> : '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}

/** Every payment attempt I made, with its gateway, result and reference number. */
export default function MyTransactionsPage() {
  const { t } = useTranslation('payments')
  usePageTitle(t('common:titles.profile-transactions'))
  const [page, setPage] = usePageParam()
  const list = useQuery(myTransactionsQuery(page))
  const items = list.data?.data ?? []
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t('common:titles.profile-transactions')} sx={{ mb: 2 }} />
      {list.isPending && <Skeleton variant="rounded" height={200} />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {list.data?.data.length === 0 && (
        <EmptyState icon={PaymentsOutlined} title={t('myTransactionsEmpty')} />
      )}
      {items.length > 0 && <TransactionCards items={items} />}
      {items.length > 0 && <TransactionTable items={items} />}
      <Pager count={list.data?.meta.last_page ?? 0} page={page} onChange={setPage} sx={{ mt: 3 }} />
    </Container>
  )
}
