import type { DashboardDischarge } from '@kheyr/contracts/chests'
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined'
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined'
import DirectionsOutlined from '@mui/icons-material/DirectionsOutlined'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined'
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined'
import {
  Box,
  Button,
  Card,
  CardContent,
  IconButton,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DialogLoading } from '#components/dialog-loading.tsx'
import { Ltr } from '#components/ltr.tsx'
import { EmptyState } from '#components/query-states.tsx'
import { PageLoadError } from '#components/page-load-error.tsx'
import { dateOfDay, dayOf } from '#lib/days.ts'
import { useFormat } from '#lib/format.ts'
import { useCan, useUser } from '#lib/session/user.ts'
import { roundQuery } from '../api/chest-discharges.ts'
import { NS, useBoxName, useChestLabels } from '../components/chest-labels.ts'
import { ChestsNav } from '../components/chests-nav.tsx'
import { RequestStatusChip } from '../components/status-chips.tsx'

// The dialogs' forms (fields, pickers, uploads) load when one opens, not with the page.
const RecordDialog = lazy(() =>
  import('../components/record-dialog.tsx').then((m) => ({ default: m.RecordDialog })),
)

const shift = (day: string, days: number) => {
  const date = dateOfDay(day)!
  date.setDate(date.getDate() + days)
  return dayOf(date)
}

/** One visit: where, whom to call, the way there, and recording it. */
function Visit({ visit: v, onRecord }: { visit: DashboardDischarge; onRecord: () => void }) {
  const { t } = useTranslation(NS)
  const { money, digits, code } = useFormat()
  const labels = useChestLabels()
  const boxName = useBoxName()
  const can = useCan()
  const done = v.status === 'done'
  const directions = `https://www.openstreetmap.org/directions?to=${v.chest.lat}%2C${v.chest.lng}#map=17/${v.chest.lat}/${v.chest.lng}`
  return (
    <Card variant="outlined" component="li" sx={done ? { bgcolor: 'grey.50' } : undefined}>
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
        >
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
            {v.chest.code ? <Ltr>{code(v.chest.code)}</Ltr> : boxName(v.chest)} · {v.chest.type}
          </Typography>
          <RequestStatusChip status={v.status} />
        </Stack>
        <Typography sx={{ mt: 1 }}>{v.chest.address}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {v.chest.owner ?? '-'} · {t('staff.prefers', { days: labels.days(v.preferred_days) })}
        </Typography>
        {v.note && (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {v.note}
          </Typography>
        )}
        {done ? (
          <Typography sx={{ mt: 1.5, fontWeight: 700 }}>
            {v.outcome === 'collected'
              ? t('detail.counted', { amount: money(v.amount ?? 0) })
              : t(`outcomes.${v.outcome ?? 'collected'}`)}
          </Typography>
        ) : (
          <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap' }}>
            {v.chest.phone && (
              <Button
                variant="outlined"
                startIcon={<PhoneOutlined />}
                href={`tel:${v.chest.phone}`}
                aria-label={t('round.call', { phone: digits(v.chest.phone) })}
              >
                <Ltr>{digits(v.chest.phone)}</Ltr>
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<DirectionsOutlined />}
              href={directions}
              target="_blank"
              rel="noopener"
            >
              {t('round.directions')}
            </Button>
            {can('chest-discharges.update') && (
              <Button
                variant="contained"
                startIcon={<PlaylistAddCheckOutlined />}
                onClick={onRecord}
                sx={{ bgcolor: 'primary.dark', flexGrow: { xs: 1, sm: 0 } }}
              >
                {t('round.record')}
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  )
}

/**
 * `/dashboard/chests/round`: a collector's visits for a day, made for a phone: the address, a
 * call button, the way there on a map, and recording what was counted.
 */
export default function DashboardRoundPage() {
  const { t } = useTranslation(NS)
  const { date, money, number } = useFormat()
  const user = useUser()
  const [day, setDay] = useState(() => dayOf(new Date()))
  const [recording, setRecording] = useState<DashboardDischarge | null>(null)
  const round = useQuery({ ...roundQuery(user?.id ?? 0, day), enabled: Boolean(user) })
  const visits = round.data?.data ?? []
  const left = visits.filter((v) => v.status !== 'done' && v.status !== 'canceled').length
  const counted = visits.reduce((sum, v) => sum + (v.amount ?? 0), 0)
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <ChestsNav />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <IconButton aria-label={t('round.previous')} onClick={() => setDay(shift(day, -1))}>
          <ChevronRightOutlined sx={{ '[dir="ltr"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
        <Box sx={{ textAlign: 'center' }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: 20 }}>
            {date(day, 'long')}
          </Typography>
          {day !== dayOf(new Date()) && (
            <Button size="small" onClick={() => setDay(dayOf(new Date()))}>
              {t('round.today')}
            </Button>
          )}
        </Box>
        <IconButton aria-label={t('round.next')} onClick={() => setDay(shift(day, 1))}>
          <ChevronLeftOutlined sx={{ '[dir="ltr"] &': { transform: 'scaleX(-1)' } }} />
        </IconButton>
      </Stack>
      {round.data && visits.length > 0 && (
        <Typography role="status" color="text.secondary">
          {t('round.summary', {
            left: number(left),
            total: number(visits.length),
            counted: money(counted),
          })}
        </Typography>
      )}
      {round.isPending && <Skeleton variant="rounded" height={180} />}
      {round.isError && <PageLoadError error={round.error} onRetry={() => void round.refetch()} />}
      {round.data && visits.length === 0 && (
        <EmptyState
          icon={TwoWheelerOutlined}
          title={t('round.empty')}
          hint={t('round.emptyHint')}
        />
      )}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {visits.map((v) => (
          <Visit key={v.id} visit={v} onRecord={() => setRecording(v)} />
        ))}
      </Stack>
      <Suspense fallback={<DialogLoading />}>
        {recording && <RecordDialog discharge={recording} onClose={() => setRecording(null)} />}
      </Suspense>
    </Stack>
  )
}
