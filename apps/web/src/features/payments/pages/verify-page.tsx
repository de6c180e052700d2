import type { Bill } from '@kheyr/contracts/payments'
import CancelOutlined from '@mui/icons-material/CancelOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PayWithGateway, usePayBill } from '#components/payment/pay-bill.tsx'
import { Receipt } from '#components/payment/receipt.tsx'
import { LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useProps } from '#lib/session/props.ts'
import { billQuery } from '../api/bills.ts'

const POLL_MS = 2000
const POLL_FOR_MS = 60_000

function Frame({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Container>
  )
}

const Title = ({ children }: { children: ReactNode }) => (
  <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
    {children}
  </Typography>
)

/** No bill in the address: nothing to show but the way home. */
function UnknownBill() {
  const { t } = useTranslation('payments')
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <ErrorOutlineOutlined sx={{ fontSize: 64, color: 'error.main' }} aria-hidden />
      <Title>{t('unknownTitle')}</Title>
      <Typography color="text.secondary">{t('unknownHint')}</Typography>
      <Button component={Link} to={paths.home} variant="contained">
        {t('common:errorScreen.home')}
      </Button>
    </Stack>
  )
}

/** The bill as the server last saw it; a payment still being verified is asked again. */
function useVerifiedBill(billId: number, token: string | null) {
  const [started] = useState(() => Date.now())
  return useQuery({
    ...billQuery(billId, token),
    enabled: billId > 0,
    // A payment still being verified settles in moments: ask again until it does.
    refetchInterval: (query) => {
      const data = query.state.data
      const pending = data?.status === 'unpaid' && data.transactions[0]?.status === 'pending'
      return pending && Date.now() - started < POLL_FOR_MS ? POLL_MS : false
    },
  })
}

/** A canceled or failed payment: why, how much, and paying again (another gateway first). */
function PaymentFailed({ bill, token }: { bill: Bill; token: string | null }) {
  const { t } = useTranslation('payments')
  const { money } = useFormat()
  const props = useProps()
  const last = bill.transactions[0]
  const methods = props?.PaymentMethods ?? []
  const payment = usePayBill(null)
  const chosen =
    payment.gateway ?? methods.find((m) => m.name !== last?.gateway)?.name ?? last?.gateway ?? null
  const canceled = last?.status === 'canceled'
  const Icon = canceled ? CancelOutlined : ErrorOutlineOutlined
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Icon
          sx={{ fontSize: 64, color: canceled ? 'text.secondary' : 'error.main' }}
          aria-hidden
        />
        <Title>{canceled ? t('canceledTitle') : t('failedTitle')}</Title>
        <Typography color="text.secondary">
          {canceled ? t('canceledHint') : t('failedHint')}
        </Typography>
        {!canceled && last?.message && (
          <Alert severity="error" sx={{ width: '100%', textAlign: 'start' }}>
            {last.message}
          </Alert>
        )}
        <Typography sx={{ fontWeight: 700 }}>
          {t('billAmount', { amount: money(bill.total) })}
        </Typography>
      </Stack>
      {bill.status === 'unpaid' && (
        <PayWithGateway
          methods={methods}
          gateway={chosen}
          onGateway={payment.setGateway}
          leaving={payment.leaving}
          label={t('retry')}
          onPay={() => void payment.pay({ id: bill.id, token }, chosen)}
          bill={{ id: bill.id, token }}
        />
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Button component={Link} to={paths.home}>
          {t('backHome')}
        </Button>
      </Box>
    </Stack>
  )
}

function VerifyContent({ billId, token }: { billId: number; token: string | null }) {
  const { t } = useTranslation('payments')
  const bill = useVerifiedBill(billId, token)
  if (!billId) return <UnknownBill />
  if (bill.isPending)
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress aria-hidden />
        <Typography>{t('checking')}</Typography>
      </Stack>
    )
  if (bill.isError) return <LoadError error={bill.error} onRetry={() => void bill.refetch()} />
  if (bill.data.status === 'paid')
    return (
      <>
        <SavedCopyNote sx={{ mb: 2 }} />
        <Receipt bill={bill.data} actions />
      </>
    )
  if (bill.data.transactions[0]?.status === 'pending')
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
        <HourglassTopOutlined sx={{ fontSize: 56, color: 'secondary.dark' }} aria-hidden />
        <Title>{t('pendingTitle')}</Title>
        <Typography color="text.secondary">{t('pendingHint')}</Typography>
      </Stack>
    )
  return <PaymentFailed bill={bill.data} token={token} />
}

/** Where the bank sends the payer back: the receipt, or what went wrong and a way to try again. */
export default function VerifyPage() {
  const { t } = useTranslation('payments')
  usePageTitle(t('common:titles.verify'))
  const [params] = useSearchParams()
  return (
    <Frame>
      <VerifyContent billId={Number(params.get('bill'))} token={params.get('token')} />
    </Frame>
  )
}
