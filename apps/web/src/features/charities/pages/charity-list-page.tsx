import type { Charity } from '@kheyr/contracts/charities'
import { CHARITY_STATUSES } from '@kheyr/contracts/charities'
import {
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useFormat } from '#lib/format.ts'
import { useProps } from '#lib/session/props.ts'
import { myCharitiesQuery } from '../api/charities.ts'
import { CharityStatusChip } from '../components/charity-status-chip.tsx'
import { PageHeader } from '#components/page-header.tsx'
import { Pager } from '#components/pager.tsx'
import { usePageParam } from '#lib/use-page-param.ts'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import { useDataDir } from '#lib/data-dir.ts'

/** Status and kind of giving; each choice starts the list over. */
function CharityFilters({
  status,
  type,
  onFilter,
}: {
  status: string
  type: string
  onFilter: (key: 'status' | 'type', value: string) => void
}) {
  const { t } = useTranslation('charities')
  const props = useProps()
  const filter = onFilter
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
      <TextField
        select
        label={t('status')}
        value={status}
        onChange={(e) => filter('status', e.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {CHARITY_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('type')}
        value={type}
        onChange={(e) => filter('type', e.target.value)}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">{t('all')}</MenuItem>
        {(props?.charityTypes ?? []).map((c) => (
          <MenuItem key={c.slug} value={c.slug}>
            {c.title}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  )
}

/** One donation: its kind and amount, when, its number and where it stands. */
function CharityCard({ charity: c }: { charity: Charity }) {
  const { money, date, digits } = useFormat()
  const dataDir = useDataDir()
  const { t } = useTranslation('charities')
  return (
    <Card variant="outlined" component="li">
      <CardActionArea component={Link} to={paths.charity.show(c.id)}>
        <CardContent>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}
          >
            <div>
              <Typography sx={{ fontWeight: 700 }}>
                <span dir={dataDir}>{c.type.title}</span> · {money(c.amount)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {date(c.created_at, 'datetime')} · {t('number', { n: digits(c.id) })}
              </Typography>
            </div>
            <CharityStatusChip status={c.status} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** My donations; the filters live in the address, so the list comes back as it was left. */
export default function CharityListPage() {
  const { t } = useTranslation('charities')
  usePageTitle(t('common:titles.charity-all'))
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const status = params.get('status') ?? ''
  const type = params.get('type') ?? ''
  const list = useQuery(
    myCharitiesQuery({ page, status: status || undefined, type: type || undefined }),
  )
  // A new filter starts from the first page.
  const filter = (key: 'status' | 'type', value: string) => {
    const next = new URLSearchParams(params)
    if (value) next.set(key, value)
    else next.delete(key)
    next.delete('page')
    setParams(next, { replace: true })
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t('common:titles.charity-all')}
        action={
          <Button component={Link} to={paths.charity.payAll} variant="outlined">
            {t('payAllButton')}
          </Button>
        }
        sx={{ mb: 2 }}
      />
      <CharityFilters status={status} type={type} onFilter={filter} />
      {list.isPending && <Skeleton variant="rounded" height={240} />}
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {list.data && list.data.data.length === 0 && (
        <EmptyState
          icon={VolunteerActivismOutlined}
          title={status || type ? t('emptyFiltered') : t('empty')}
          action={
            <Button component={Link} to={paths.charity.overview} variant="contained">
              {t('giveNow')}
            </Button>
          }
        />
      )}
      <Stack
        spacing={1.5}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-busy={list.isFetching}
      >
        {list.data?.data.map((c) => (
          <CharityCard key={c.id} charity={c} />
        ))}
      </Stack>
      <Pager count={list.data?.meta.last_page ?? 0} page={page} onChange={setPage} sx={{ mt: 3 }} />
    </Container>
  )
}
