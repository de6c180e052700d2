import type { MyChest } from '@kheyr/contracts/chests'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { CharityBoxIcon } from '#components/charity-box-icon.tsx'
import {
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Ltr } from '#components/ltr.tsx'
import { PageHeader } from '#components/page-header.tsx'
import { Pager } from '#components/pager.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { usePageParam } from '#lib/use-page-param.ts'
import { myChestsQuery } from '../api/chests.ts'
import { NS } from '../components/chest-labels.ts'
import { RequestStatusChip, ChestStatusChip } from '../components/status-chips.tsx'
import { useDataDir } from '#lib/data-dir.ts'

/** One box on the list: its code, type, status, latest emptying and any open request. */
function ChestCard({ chest: c }: { chest: MyChest }) {
  const { t } = useTranslation(NS)
  const { money, date, code } = useFormat()
  const dataDir = useDataDir()
  return (
    <Card variant="outlined" component="li">
      <CardActionArea component={Link} to={paths.chest.show(c.id)}>
        <CardContent>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
          >
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: 18 }}>
              <span dir={dataDir}>{c.type.title}</span> ·{' '}
              {c.code ? <Ltr>{code(c.code)}</Ltr> : t('mine.noCode')}
            </Typography>
            <ChestStatusChip status={c.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary" dir={dataDir} sx={{ mt: 1 }}>
            {c.address}
          </Typography>
          <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography variant="body2">
              {c.latest_drain
                ? t('mine.latest', {
                    amount: money(c.latest_drain.amount),
                    date: date(c.latest_drain.date),
                  })
                : t('mine.neverEmptied')}
            </Typography>
            {c.open_request && <RequestStatusChip status={c.open_request.status} />}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** `/profile/chests` ("my chests"): every box of mine, and asking for another. */
export default function MyChestsPage() {
  const { t } = useTranslation(NS)
  usePageTitle(t('common:titles.profile-chests'))
  const [page, setPage] = usePageParam()
  const list = useQuery(myChestsQuery(page))
  const request = (
    <Button
      component={Link}
      to={paths.chest.create}
      variant="contained"
      startIcon={<AddOutlined />}
      sx={{ bgcolor: 'primary.dark' }}
    >
      {t('mine.request')}
    </Button>
  )
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader title={t('common:titles.profile-chests')} action={request} sx={{ mb: 2 }} />
      {list.isPending && <Skeleton variant="rounded" height={160} />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {list.data?.data.length === 0 && (
        <EmptyState icon={CharityBoxIcon} title={t('mine.empty')} hint={t('mine.emptyHint')} />
      )}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.data?.data.map((c) => (
          <ChestCard key={c.id} chest={c} />
        ))}
      </Stack>
      {list.data && (
        <Pager page={page} count={list.data.meta.last_page} onChange={setPage} sx={{ mt: 3 }} />
      )}
    </Container>
  )
}
