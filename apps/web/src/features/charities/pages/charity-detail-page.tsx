import type { CharityWithBill } from '@kheyr/contracts/charities'
import {
  Alert,
  Card,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { PayWithGateway, usePayBill } from '#components/payment/pay-bill.tsx'
import { Receipt } from '#components/payment/receipt.tsx'
import { LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { useProps } from '#lib/session/props.ts'
import { charityQuery } from '../api/charities.ts'
import { CharityStatusChip } from '../components/charity-status-chip.tsx'
import { useDataDir } from '#lib/data-dir.ts'

function Row({
  label,
  children,
  strong,
}: {
  label: string
  children: ReactNode
  strong?: boolean
}) {
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
      </TableCell>
      <TableCell sx={strong ? { fontWeight: 700 } : undefined}>{children}</TableCell>
    </TableRow>
  )
}

/** An unpaid (or canceled) donation: its details, and paying it while its bill is open. */
function DonationDetails({ charity: c }: { charity: CharityWithBill }) {
  const { t } = useTranslation('charities')
  const { money, date, digits } = useFormat()
  const props = useProps()
  const payment = usePayBill(props?.defaultGateway ?? null)
  const bill = c.bill
  const dataDir = useDataDir()
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h1" dir={dataDir} sx={{ fontSize: 22, fontWeight: 800 }}>
          {c.type.title}
        </Typography>
        <CharityStatusChip status={c.status} />
      </Stack>
      <Table size="small">
        <TableBody>
          <Row label={t('amount')} strong>
            {money(c.amount)}
          </Row>
          <Row label={t('intention')}>{c.description ?? '-'}</Row>
          <Row label={t('createdAt')}>{date(c.created_at, 'datetime')}</Row>
          <Row label={t('numberLabel')}>{digits(c.id)}</Row>
        </TableBody>
      </Table>
      {c.status === 'unpaid' && bill?.status === 'unpaid' && (
        <PayWithGateway
          methods={props?.PaymentMethods ?? []}
          gateway={payment.gateway}
          onGateway={payment.setGateway}
          leaving={payment.leaving}
          label={t('payAmount', { amount: money(c.amount) })}
          onPay={() => void payment.pay(bill)}
        />
      )}
      {c.status === 'unpaid' && bill?.status !== 'unpaid' && (
        <Alert severity="info">{t('inAnotherBill')}</Alert>
      )}
    </Stack>
  )
}

/** One donation: its details, its receipt when paid, and a way to pay it when not. */
export default function CharityDetailPage() {
  const { t } = useTranslation('charities')
  usePageTitle(t('common:titles.charity-id'))
  const id = Number(useParams().id)
  const query = useQuery({ ...charityQuery(id), enabled: id > 0 })

  if (!(id > 0) || (query.error instanceof ApiError && query.error.status === 404))
    return <ErrorScreen status={404} />
  if (query.isPending)
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <Skeleton variant="rounded" height={320} />
      </Container>
    )
  if (query.isError)
    return (
      <Container maxWidth="sm" sx={{ py: 5 }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    )
  const c = query.data
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <SavedCopyNote sx={{ mb: 2 }} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {c.status === 'paid' && c.bill ? (
            <Receipt bill={c.bill} />
          ) : (
            <DonationDetails charity={c} />
          )}
        </CardContent>
      </Card>
    </Container>
  )
}
