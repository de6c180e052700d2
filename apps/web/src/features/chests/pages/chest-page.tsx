import type { MyChestDetail } from '@kheyr/contracts/chests'
import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined'
import CleaningServicesOutlined from '@mui/icons-material/CleaningServicesOutlined'
import {
  Alert,
  Box,
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
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { ErrorScreen } from '#components/error-screen.tsx'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { Ltr } from '#components/ltr.tsx'
import { LazyMapPicker } from '#components/map-picker/lazy-map-picker.tsx'
import { LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { ApiError, messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { useMapSettings } from '#lib/map-settings.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { toast } from '#lib/toasts.ts'
import { myChestQuery, useCancelDrain } from '../api/chests.ts'
import { ChestHistory } from '../components/chest-history.tsx'
import { NS, useChestLabels } from '../components/chest-labels.ts'
import { DrainRequestDialog } from '../components/drain-request-dialog.tsx'
import { PayChestForm } from '../components/pay-chest-form.tsx'
import { ChestStatusChip, RequestStatusChip } from '../components/status-chips.tsx'
import { useDataDir } from '#lib/data-dir.ts'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '38%' }}>
        {label}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\s+/g, '-')}`
  return (
    <Card variant="outlined" component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} component="h2" sx={{ fontWeight: 800, fontSize: 18, mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  )
}

/** The open request (when, who), or asking for one; the owner may take back a waiting one. */
function Emptying({ chest: c }: { chest: MyChestDetail }) {
  const { t } = useTranslation(NS)
  const { date, money } = useFormat()
  const labels = useChestLabels()
  const confirm = useConfirm()
  const cancel = useCancelDrain(c.id)
  const [asking, setAsking] = useState(false)
  const open = c.open_request
  const takeBack = async () => {
    if (!open || !(await confirm(t('drain.cancelConfirm'), { color: 'error' }))) return
    try {
      await cancel.mutateAsync(open.id)
      toast.success(t('drain.canceled'))
    } catch (error) {
      toast.error(messageOf(error, t('actionFailed')))
    }
  }
  return (
    <Section title={t('detail.emptying')}>
      {c.latest_drain ? (
        <Typography sx={{ mb: 2 }}>
          {t('detail.latest', { date: date(c.latest_drain.date) })}{' '}
          <strong>{money(c.latest_drain.amount)}</strong>
          {c.latest_drain.collector &&
            ` · ${t('detail.by', { name: c.latest_drain.collector.name })}`}
        </Typography>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('mine.neverEmptied')}
        </Typography>
      )}
      {open ? (
        <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Stack spacing={1}>
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 700 }}>{t('detail.openRequest')}</Typography>
              <RequestStatusChip status={open.status} />
            </Stack>
            <Typography variant="body2">
              {open.scheduled_for
                ? t('detail.scheduled', {
                    date: date(open.scheduled_for, 'long'),
                    name: open.collector?.name ?? '',
                  })
                : t('detail.waiting', { days: labels.days(open.preferred_days) })}
            </Typography>
            {open.status === 'pending' && (
              <Box>
                {/* The darker red: the lighter one reads at 4.36:1 on the notice's blue. */}
                <Button
                  color="error"
                  size="small"
                  sx={{ color: 'error.dark' }}
                  onClick={() => void takeBack()}
                >
                  {t('drain.cancel')}
                </Button>
              </Box>
            )}
          </Stack>
        </Alert>
      ) : c.status === 'delivered' ? (
        <Button
          variant="contained"
          startIcon={<CleaningServicesOutlined />}
          onClick={() => setAsking(true)}
          sx={{ bgcolor: 'primary.dark' }}
        >
          {t('drain.ask')}
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t(`detail.notInUse.${c.status}`)}
        </Typography>
      )}
      {asking && <DrainRequestDialog chestId={c.id} onClose={() => setAsking(false)} />}
    </Section>
  )
}

function ChestDetails({ chest: c }: { chest: MyChestDetail }) {
  const { t } = useTranslation(NS)
  const { money, date, code, digits } = useFormat()
  const dataDir = useDataDir()
  const map = useMapSettings()
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography component="h1" sx={{ fontSize: 24, fontWeight: 800 }}>
          {t('detail.heading', { type: c.type.title })} {c.code && <Ltr>{code(c.code)}</Ltr>}
        </Typography>
        <ChestStatusChip status={c.status} />
      </Stack>
      {c.status === 'requested' && <Alert severity="info">{t('detail.requestedNotice')}</Alert>}
      <Section title={t('detail.box')}>
        <Table size="small">
          <TableBody>
            <Row label={t('fields.code')}>
              {c.code ? <Ltr>{code(c.code)}</Ltr> : t('mine.noCode')}
            </Row>
            <Row label={t('fields.type')}>
              <span dir={dataDir}>{c.type.title}</span>
            </Row>
            <Row label={t('fields.material')}>
              <span dir={dataDir}>{c.material?.title ?? '-'}</span>
            </Row>
            <Row label={t('fields.address')}>
              <span dir={dataDir}>{c.address}</span>
            </Row>
            <Row label={t('fields.phone')}>{c.phone ? <Ltr>{digits(c.phone)}</Ltr> : '-'}</Row>
            <Row label={t('fields.requestedAt')}>{date(c.created_at)}</Row>
            <Row label={t('detail.totalGiven')}>{money(c.total_given)}</Row>
          </TableBody>
        </Table>
        <Box sx={{ mt: 2 }}>
          <LazyMapPicker
            value={{ lat: c.lat, lng: c.lng }}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            height={220}
            label={t('form.location')}
          />
        </Box>
      </Section>
      <Emptying chest={c} />
      {c.status === 'delivered' && (
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <PayChestForm chestId={c.id} />
          </CardContent>
        </Card>
      )}
      <Section title={t('detail.history')}>
        <ChestHistory entries={c.history} />
      </Section>
    </Stack>
  )
}

/** `/chest/{id}`: one of my boxes, asking for it to be emptied, paying it online, its history. */
export default function ChestPage() {
  const { t } = useTranslation(NS)
  usePageTitle(t('common:titles.chest-id'))
  const id = Number(useParams().id)
  const query = useQuery({ ...myChestQuery(id), enabled: id > 0 })
  if (!(id > 0) || (query.error instanceof ApiError && query.error.status === 404))
    return <ErrorScreen status={404} />
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Button
        component={Link}
        to={paths.chest.mine}
        startIcon={<ArrowBackOutlined sx={flipInRtl} />}
        sx={{ mb: 1 }}
      >
        {t('detail.back')}
      </Button>
      {query.isPending && <Skeleton variant="rounded" height={420} />}
      {query.isError && <LoadError error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {query.data && <ChestDetails chest={query.data} />}
    </Container>
  )
}
