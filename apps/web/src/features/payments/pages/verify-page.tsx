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
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { usePageTitle } from '../../../lib/page-title.ts'
import { paths } from '../../../lib/paths.ts'
import { GatewayPicker } from '../../../components/payment/gateway-picker.tsx'
import { payBill } from '../../../components/payment/go-to-gateway.ts'
import { Receipt } from '../../../components/payment/receipt.tsx'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useProps } from '../../../lib/session/props.ts'
import { billQuery } from '../api/bills.ts'
import { LoadError } from '../../../components/query-states.tsx'

const POLL_MS = 2000
const POLL_FOR_MS = 60_000

/** Where the bank sends the payer back: the receipt, or what went wrong and a way to try again. */
export default function VerifyPage() {
  const { t } = useTranslation('payments')
  const { money } = useFormat()
  usePageTitle(t('common:titles.verify'))
  const [params] = useSearchParams()
  const props = useProps()
  const billId = Number(params.get('bill'))
  const token = params.get('token')
  const [started] = useState(() => Date.now())
  const bill = useQuery({
    ...billQuery(billId, token),
    enabled: billId > 0,
    // A payment still being verified settles in moments: ask again until it does.
    refetchInterval: (query) => {
      const data = query.state.data
      const pending = data?.status === 'unpaid' && data.transactions[0]?.status === 'pending'
      return pending && Date.now() - started < POLL_FOR_MS ? POLL_MS : false
    },
  })
  const last = bill.data?.transactions[0]
  const others = (props?.PaymentMethods ?? []).filter((m) => m.name !== last?.gateway)
  const [gateway, setGateway] = useState<string | null>(null)
  const chosen = gateway ?? others[0]?.name ?? last?.gateway ?? null
  const [leaving, setLeaving] = useState(false)

  const retry = async () => {
    if (!bill.data || !chosen) return
    setLeaving(true)
    try {
      await payBill(bill.data.id, chosen, token)
    } catch (error) {
      setLeaving(false)
      toast.error((error as Error).message)
    }
  }

  const frame = (children: React.ReactNode) => (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>{children}</CardContent>
      </Card>
    </Container>
  )

  if (!billId) {
    return frame(
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ErrorOutlineOutlined sx={{ fontSize: 64, color: 'error.main' }} aria-hidden />
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
          {t('unknownTitle')}
        </Typography>
        <Typography color="text.secondary">{t('unknownHint')}</Typography>
        <Button component={Link} to={paths.home} variant="contained">
          {t('common:errorScreen.home')}
        </Button>
      </Stack>,
    )
  }
  if (bill.isPending) {
    return frame(
      <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} role="status">
        <CircularProgress aria-hidden />
        <Typography>{t('checking')}</Typography>
      </Stack>,
    )
  }
  if (bill.isError) {
    return frame(<LoadError error={bill.error} onRetry={() => void bill.refetch()} />)
  }
  const data = bill.data
  if (data.status === 'paid') return frame(<Receipt bill={data} />)
  if (last?.status === 'pending') {
    return frame(
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }} role="status">
        <HourglassTopOutlined sx={{ fontSize: 56, color: 'secondary.dark' }} aria-hidden />
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
          {t('pendingTitle')}
        </Typography>
        <Typography color="text.secondary">{t('pendingHint')}</Typography>
      </Stack>,
    )
  }

  const canceled = last?.status === 'canceled'
  return frame(
    <Stack spacing={2.5}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {canceled ? (
          <CancelOutlined sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
        ) : (
          <ErrorOutlineOutlined sx={{ fontSize: 64, color: 'error.main' }} aria-hidden />
        )}
        <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
          {canceled ? t('canceledTitle') : t('failedTitle')}
        </Typography>
        <Typography color="text.secondary">
          {canceled ? t('canceledHint') : t('failedHint')}
        </Typography>
        {!canceled && last?.message && (
          <Alert severity="error" sx={{ width: '100%', textAlign: 'start' }}>
            {last.message}
          </Alert>
        )}
        <Typography sx={{ fontWeight: 700 }}>
          {t('billAmount', { amount: money(data.total) })}
        </Typography>
      </Stack>
      {data.status === 'unpaid' && (
        <>
          <GatewayPicker
            methods={props?.PaymentMethods ?? []}
            value={chosen}
            onChange={setGateway}
          />
          <Button
            variant="contained"
            size="large"
            disabled={!chosen || leaving}
            onClick={() => void retry()}
          >
            {leaving ? t('goingToBank') : t('retry')}
          </Button>
        </>
      )}
      <Box sx={{ textAlign: 'center' }}>
        <Button component={Link} to={paths.home}>
          {t('backHome')}
        </Button>
      </Box>
    </Stack>,
  )
}
