import {
  Alert,
  Button,
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
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '../../../components/error-screen.tsx'
import { usePageTitle } from '../../../lib/page-title.ts'
import { GatewayPicker } from '../../../components/payment/gateway-picker.tsx'
import { payBill } from '../../../components/payment/go-to-gateway.ts'
import { Receipt } from '../../../components/payment/receipt.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useProps } from '../../../lib/session/props.ts'
import { charityQuery } from '../api/charities.ts'
import { CharityStatusChip } from '../components/charity-status-chip.tsx'
import { LoadError } from '../../../components/query-states.tsx'

/** One donation: its details, its receipt when paid, and a way to pay it when not. */
export default function CharityDetailPage() {
  const { t } = useTranslation('charities')
  const { money, date, digits } = useFormat()
  usePageTitle(t('common:titles.charity-id'))
  const id = Number(useParams().id)
  const props = useProps()
  const query = useQuery({ ...charityQuery(id), enabled: id > 0 })
  const [gateway, setGateway] = useState<string | null>(props?.defaultGateway ?? null)
  const [leaving, setLeaving] = useState(false)

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

  const pay = async () => {
    if (!c.bill || !gateway) return
    setLeaving(true)
    try {
      await payBill(c.bill.id, gateway, c.bill.token)
    } catch (error) {
      setLeaving(false)
      toast.error((error as Error).message)
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {c.status === 'paid' && c.bill ? (
            <Receipt bill={c.bill} />
          ) : (
            <Stack spacing={2}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
                <Typography component="h1" sx={{ fontSize: 22, fontWeight: 800 }}>
                  {c.type.title}
                </Typography>
                <CharityStatusChip status={c.status} />
              </Stack>
              <Table size="small">
                <TableBody>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('amount')}
                    </TableCell>
                    <TableCell sx={{ fontWeight: 700 }}>{money(c.amount)}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('intention')}
                    </TableCell>
                    <TableCell>{c.description ?? '-'}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('createdAt')}
                    </TableCell>
                    <TableCell>{date(c.created_at, 'datetime')}</TableCell>
                  </TableRow>
                  <TableRow>
                    <TableCell component="th" scope="row">
                      {t('numberLabel')}
                    </TableCell>
                    <TableCell>{digits(c.id)}</TableCell>
                  </TableRow>
                </TableBody>
              </Table>
              {c.status === 'unpaid' && c.bill?.status === 'unpaid' && (
                <>
                  <GatewayPicker
                    methods={props?.PaymentMethods ?? []}
                    value={gateway}
                    onChange={setGateway}
                  />
                  <Button
                    variant="contained"
                    size="large"
                    disabled={!gateway || leaving}
                    onClick={() => void pay()}
                  >
                    {leaving ? t('goingToBank') : t('payAmount', { amount: money(c.amount) })}
                  </Button>
                </>
              )}
              {c.status === 'unpaid' && c.bill?.status !== 'unpaid' && (
                <Alert severity="info">{t('inAnotherBill')}</Alert>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  )
}
