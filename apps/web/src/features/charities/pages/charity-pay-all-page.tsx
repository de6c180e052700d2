import type { Charity } from '@kheyr/contracts/charities'
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
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { PayWithGateway, usePayBill } from '#components/payment/pay-bill.tsx'
import { useFormat } from '#lib/format.ts'
import { useProps } from '#lib/session/props.ts'
import { charitySummaryQuery, myCharitiesQuery, usePayAllCharities } from '../api/charities.ts'
import { LoadError } from '#components/query-states.tsx'
import { useDataDir } from '#lib/data-dir.ts'

/** The unpaid donations (one page of them), how many more there are, and the total. */
function UnpaidList({ items, total, count }: { items: Charity[]; total: number; count: number }) {
  const { t } = useTranslation('charities')
  const { money, number } = useFormat()
  const dataDir = useDataDir()
  return (
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
            <Typography dir={dataDir}>{c.type.title}</Typography>
            <Typography sx={{ fontWeight: 600 }}>{money(c.amount)}</Typography>
          </Stack>
        ))}
      </Stack>
      {count > items.length && (
        <Alert severity="info">{t('moreUnpaid', { n: number(count) })}</Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: 20 }}>{money(total)}</Typography>
      </Stack>
    </>
  )
}

/** Every unpaid donation in one bill and one payment. */
export default function CharityPayAllPage() {
  const { t } = useTranslation('charities')
  const { number } = useFormat()
  usePageTitle(t('common:titles.charity-pay-all'))
  const props = useProps()
  const unpaid = useQuery(myCharitiesQuery({ page: 1, status: 'unpaid' }))
  const payment = usePayBill(props?.defaultGateway ?? null)
  const payAll = usePayAllCharities()
  const items = unpaid.data?.data ?? []
  // The list shows one page; the bill takes every unpaid donation, so the total comes from the summary.
  const summary = useQuery(charitySummaryQuery)
  const total = summary.data?.unpaid_total ?? items.reduce((s, c) => s + c.amount, 0)

  // The bill is made when the person pays: one bill for every unpaid donation.
  const pay = () => payment.pay(() => payAll.mutateAsync().then(({ bill }) => bill))

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
                <UnpaidList items={items} total={total} count={unpaid.data!.meta.total} />
                <PayWithGateway
                  methods={props?.PaymentMethods ?? []}
                  gateway={payment.gateway}
                  onGateway={payment.setGateway}
                  leaving={payment.leaving}
                  label={t('payAllNow', {
                    count: unpaid.data!.meta.total,
                    n: number(unpaid.data!.meta.total),
                  })}
                  onPay={() => void pay()}
                  // Before the script and without it, the server makes the bill (docs/decisions/033).
                  plain
                />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Container>
  )
}
