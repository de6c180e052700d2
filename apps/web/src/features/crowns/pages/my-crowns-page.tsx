import type { Crown } from '@kheyr/contracts/crowns'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import {
  Box,
  Button,
  Card,
  CardContent,
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
import { PageHeader } from '#components/page-header.tsx'
import { Pager } from '#components/pager.tsx'
import { usePayBill } from '#components/payment/pay-bill.tsx'
import { Receipt } from '#components/payment/receipt.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { useFormat } from '#lib/format.ts'
import { useProps } from '#lib/session/props.ts'
import { usePageParam } from '#lib/use-page-param.ts'
import { crownBillQuery, myCrownsQuery } from '../api/crowns.ts'
import { CrownStatusChip } from '../components/crown-status-chip.tsx'
import { darkText, strongButton } from '#components/strong-button.ts'
import { useDataDir } from '#lib/data-dir.ts'

function CrownReceipt({ billId }: { billId: number }) {
  const { t } = useTranslation('crowns')
  const bill = useQuery(crownBillQuery(billId))
  if (bill.isPending)
    return <Skeleton variant="rounded" height={240} role="status" aria-label={t('loading')} />
  if (bill.isError) return <LoadError error={bill.error} onRetry={() => void bill.refetch()} />
  return <Receipt bill={bill.data} />
}

function OrderCard({ crown }: { crown: Crown }) {
  const { t } = useTranslation('crowns')
  const { money, date } = useFormat()
  const dataDir = useDataDir()
  const props = useProps()
  const [open, setOpen] = useState(false)
  const { gateway, leaving, pay } = usePayBill(
    props?.defaultGateway ?? props?.PaymentMethods[0]?.name ?? null,
  )
  const paid = crown.status !== 'unpaid' && crown.status !== 'canceled'
  return (
    <Card variant="outlined" component="li">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ justifyContent: 'space-between', gap: 1.5 }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: 17 }}>
              {t('mine.inMemory', { name: crown.deceased })}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 2 }}>
              {t('mine.from', { giver: crown.giver })} ·{' '}
              <span dir={dataDir}>{crown.type.title}</span> · {money(crown.amount)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 2 }}>
              <span dir={dataDir}>{crown.location.name}</span> ·{' '}
              {date(crown.ceremony_at, 'datetime')}
            </Typography>
          </Box>
          <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' }, gap: 1 }}>
            <CrownStatusChip status={crown.status} refunded={Boolean(crown.refunded_at)} />
            {crown.status === 'unpaid' && crown.bill_id && (
              <Button
                size="small"
                variant="outlined"
                sx={darkText}
                disabled={!gateway || leaving}
                onClick={() => void pay({ id: crown.bill_id!, token: null })}
              >
                {leaving ? t('form.goingToBank') : t('mine.pay')}
              </Button>
            )}
            {paid && crown.bill_id && (
              <Button
                size="small"
                sx={darkText}
                aria-expanded={open}
                onClick={() => setOpen(!open)}
              >
                {open ? t('mine.hideReceipt') : t('mine.showReceipt')}
              </Button>
            )}
          </Stack>
        </Stack>
        {crown.bill_id && (
          <Collapse in={open} unmountOnExit>
            <Box sx={{ mt: 2 }}>
              <CrownReceipt billId={crown.bill_id} />
            </Box>
          </Collapse>
        )}
      </CardContent>
    </Card>
  )
}

/** `/profile/crowns`: my crown orders with their status, and each paid one's receipt. */
export default function MyCrownsPage() {
  const { t } = useTranslation('crowns')
  usePageTitle(t('common:titles.profile-crowns'))
  const [page, setPage] = usePageParam()
  const list = useQuery(myCrownsQuery(page))
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t('common:titles.profile-crowns')}
        action={
          <Button
            component={Link}
            to={paths.crown}
            sx={darkText}
            startIcon={<LocalFloristOutlined />}
          >
            {t('mine.orderAnother')}
          </Button>
        }
        sx={{ mb: 2 }}
      />
      {list.isPending && (
        <Skeleton variant="rounded" height={200} role="status" aria-label={t('loading')} />
      )}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {list.data?.data.length === 0 && (
        <EmptyState
          icon={LocalFloristOutlined}
          title={t('mine.empty')}
          hint={t('mine.emptyHint')}
          action={
            <Button component={Link} to={paths.crown} variant="contained" sx={strongButton}>
              {t('mine.orderNow')}
            </Button>
          }
        />
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data?.data.map((crown) => (
          <OrderCard key={crown.id} crown={crown} />
        ))}
      </Stack>
      <Pager count={list.data?.meta.last_page ?? 0} page={page} onChange={setPage} sx={{ mt: 3 }} />
    </Container>
  )
}
