import type { Bill } from '@kheyr/contracts/payments'
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Collapse,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { PayWithGateway, usePayBill } from '#components/payment/pay-bill.tsx'
import { Receipt } from '#components/payment/receipt.tsx'
import { useProps } from '#lib/session/props.ts'
import { useFormat } from '#lib/format.ts'
import { myBillsQuery } from '../api/bills.ts'
import { PageHeader } from '#components/page-header.tsx'
import { Pager } from '#components/pager.tsx'
import { usePageParam } from '#lib/use-page-param.ts'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import { useDataDir } from '#lib/data-dir.ts'

const COLOR = { unpaid: 'warning', paid: 'success', canceled: 'default', failed: 'error' } as const

/** An unpaid bill of mine, paid from the list: its gateway, then the bank. */
function PayBill({ bill }: { bill: Bill }) {
  const { t } = useTranslation('payments')
  const { money } = useFormat()
  const props = useProps()
  const methods = props?.PaymentMethods ?? []
  const payment = usePayBill(props?.defaultGateway ?? methods[0]?.name ?? null)
  return (
    <Stack spacing={2}>
      <PayWithGateway
        methods={methods}
        gateway={payment.gateway}
        onGateway={payment.setGateway}
        leaving={payment.leaving}
        label={t('payBill', { amount: money(bill.total) })}
        onPay={() => void payment.pay({ id: bill.id, token: null })}
      />
    </Stack>
  )
}

/**
 * One bill: number, total, what it paid for, its status; a paid one unfolds its receipt, an
 * unpaid one the way to pay it.
 */
function BillCard({
  bill: b,
  open,
  onToggle,
}: {
  bill: Bill
  open: boolean
  onToggle: () => void
}) {
  const { t } = useTranslation('payments')
  const { money, date, digits, list } = useFormat()
  const dataDir = useDataDir()
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <div>
            <Typography sx={{ fontWeight: 700 }}>
              {t('billNo', { n: digits(b.id) })} · {money(b.total)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <span dir={dataDir}>{list(b.items.map((i) => i.title))}</span> ·{' '}
              {date(b.created_at, 'datetime')}
            </Typography>
          </div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip size="small" color={COLOR[b.status]} label={t(`payment:statuses.${b.status}`)} />
            {b.status === 'paid' && (
              <Button size="small" aria-expanded={open} onClick={onToggle}>
                {t('showReceipt')}
              </Button>
            )}
            {b.status === 'unpaid' && (
              <Button size="small" variant="contained" aria-expanded={open} onClick={onToggle}>
                {t('payNow')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ mt: 2 }}>
            {b.status === 'paid' ? <Receipt bill={b} /> : <PayBill bill={b} />}
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  )
}

/** My bills with their status; a paid one opens its receipt. */
export default function MyBillsPage() {
  const { t } = useTranslation('payments')
  usePageTitle(t('common:titles.profile-bills'))
  const [page, setPage] = usePageParam()
  const list = useQuery(myBillsQuery(page))
  const [open, setOpen] = useState<number | null>(null)
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t('common:titles.profile-bills')}
        action={
          <Button component={Link} to={paths.transactions}>
            {t('common:titles.profile-transactions')}
          </Button>
        }
        sx={{ mb: 2 }}
      />
      {list.isPending && <Skeleton variant="rounded" height={200} />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {list.data?.data.length === 0 && (
        <EmptyState
          icon={ReceiptLongOutlined}
          title={t('myBillsEmpty')}
          action={
            <Button component={Link} to={paths.charity.overview} variant="contained">
              {t('giveNow')}
            </Button>
          }
        />
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data?.data.map((b) => (
          <BillCard
            key={b.id}
            bill={b}
            open={open === b.id}
            onToggle={() => setOpen(open === b.id ? null : b.id)}
          />
        ))}
      </Stack>
      <Pager count={list.data?.meta.last_page ?? 0} page={page} onChange={setPage} sx={{ mt: 3 }} />
    </Container>
  )
}
