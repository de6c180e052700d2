import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '../../../lib/page-title.ts'
import { paths } from '../../../lib/paths.ts'
import { GatewayPicker } from '../../../components/payment/gateway-picker.tsx'
import { payBill } from '../../../components/payment/go-to-gateway.ts'
import { useFormat } from '../../../lib/format.ts'
import { toast } from '../../../lib/toasts.ts'
import { useProps } from '../../../lib/session/props.ts'
import { charitySummaryQuery, myCharitiesQuery, usePayAllCharities } from '../api/charities.ts'
import { LoadError } from '../../../components/query-states.tsx'

/** Every unpaid donation in one bill and one payment. */
export default function CharityPayAllPage() {
  const { t } = useTranslation('charities')
  const { money, number } = useFormat()
  usePageTitle(t('common:titles.charity-pay-all'))
  const props = useProps()
  const unpaid = useQuery(myCharitiesQuery({ page: 1, status: 'unpaid' }))
  const [gateway, setGateway] = useState<string | null>(props?.defaultGateway ?? null)
  const [leaving, setLeaving] = useState(false)
  const payAll = usePayAllCharities()
  const items = unpaid.data?.data ?? []
  // The list shows one page; the bill takes every unpaid donation, so the total comes from the summary.
  const summary = useQuery(charitySummaryQuery)
  const total = summary.data?.unpaid_total ?? items.reduce((s, c) => s + c.amount, 0)

  const pay = async () => {
    if (!gateway) return
    setLeaving(true)
    try {
      const { bill } = await payAll.mutateAsync()
      await payBill(bill.id, gateway, bill.token)
    } catch (error) {
      setLeaving(false)
      toast.error((error as Error).message)
    }
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Typography component="h1" sx={{ fontSize: 24, fontWeight: 800 }}>
              {t('common:titles.charity-pay-all')}
            </Typography>
            {unpaid.isPending && <Skeleton variant="rounded" height={160} />}
            {unpaid.isError && (
              <LoadError error={unpaid.error} onRetry={() => void unpaid.refetch()} />
            )}
            {unpaid.data && items.length === 0 && (
              <Box sx={{ textAlign: 'center', py: 3 }}>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  {t('nothingUnpaid')}
                </Typography>
                <Button component={Link} to={paths.charity.overview} variant="contained">
                  {t('giveNow')}
                </Button>
              </Box>
            )}
            {items.length > 0 && (
              <>
                <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {items.map((c) => (
                    <Stack
                      key={c.id}
                      component="li"
                      direction="row"
                      sx={{
                        justifyContent: 'space-between',
                        borderBottom: 1,
                        borderColor: 'divider',
                        py: 1,
                      }}
                    >
                      <Typography>{c.type.title}</Typography>
                      <Typography sx={{ fontWeight: 600 }}>{money(c.amount)}</Typography>
                    </Stack>
                  ))}
                </Stack>
                {unpaid.data!.meta.total > items.length && (
                  <Alert severity="info">
                    {t('moreUnpaid', { n: number(unpaid.data!.meta.total) })}
                  </Alert>
                )}
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
                  <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{money(total)}</Typography>
                </Stack>
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
                  {leaving
                    ? t('goingToBank')
                    : t('payAllNow', {
                        count: unpaid.data!.meta.total,
                        n: number(unpaid.data!.meta.total),
                      })}
                </Button>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  )
}
