import {
  Alert,
  Box,
  Chip,
  Container,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { usePageTitle } from '../../../app/page-title.ts'
import { useFormat } from '../../../lib/format.ts'
import { myTransactionsQuery } from '../api/bills.ts'

const COLOR = {
  pending: 'warning',
  paid: 'success',
  failed: 'error',
  canceled: 'default',
  error: 'error',
} as const

/** Every payment attempt I made, with its gateway, result and reference number. */
export default function MyTransactionsPage() {
  const { t } = useTranslation('payments')
  const { money, date, digits } = useFormat()
  usePageTitle(t('common:titles.profile-transactions'))
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page') ?? 1))
  const list = useQuery({ ...myTransactionsQuery(page), placeholderData: keepPreviousData })
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800, mb: 2 }}>
        {t('common:titles.profile-transactions')}
      </Typography>
      {list.isPending && <Skeleton variant="rounded" height={200} />}
      {list.isError && <Alert severity="error">{list.error.message}</Alert>}
      {list.data?.data.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography color="text.secondary">{t('myTransactionsEmpty')}</Typography>
        </Box>
      )}
      {Boolean(list.data?.data.length) && (
        <TableContainer component={Paper} variant="outlined">
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
              {list.data!.data.map((tx) => (
                <TableRow key={tx.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {date(tx.created_at, 'datetime')}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {money(tx.amount)}
                  </TableCell>
                  <TableCell>{t(`payment:gateways.${tx.gateway}`)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={COLOR[tx.status]}
                      label={t(`payment:statuses.${tx.status}`)}
                      title={tx.message ?? undefined}
                    />
                  </TableCell>
                  <TableCell>
                    {tx.reference_id ? <bdi dir="ltr">{digits(tx.reference_id)}</bdi> : '-'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {list.data && list.data.meta.last_page > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 3 }}>
          <Pagination
            count={list.data.meta.last_page}
            page={page}
            onChange={(_, p) => setParams({ page: String(p) })}
          />
        </Stack>
      )}
    </Container>
  )
}
