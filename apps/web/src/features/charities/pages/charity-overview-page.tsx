import type { CharitySummary } from '@kheyr/contracts/charities'
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Container,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useFormat } from '#lib/format.ts'
import { groupByCategory, type CharityGroup } from '#lib/charity-groups.ts'
import { useProps } from '#lib/session/props.ts'
import { charitySummaryQuery } from '../api/charities.ts'
import { PageHeader } from '#components/page-header.tsx'
import { CharityTypeCard } from '#components/charity-type-card.tsx'
import { LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { useDataDir } from '#lib/data-dir.ts'

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2">
          {label}
        </Typography>
        <Typography sx={{ fontSize: 22, fontWeight: 800, mt: 0.5 }}>{value}</Typography>
      </CardContent>
    </Card>
  )
}

/** What I gave and what is left unpaid (with the way to pay it all), and by kind. */
function Summary({ summary }: { summary: CharitySummary }) {
  const { t } = useTranslation('charities')
  const { money, number } = useFormat()
  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Stat label={t('paidTotal')} value={money(summary.paid_total)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Stat label={t('paidCount')} value={number(summary.paid_count)} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Stat label={t('unpaidTotal')} value={money(summary.unpaid_total)} />
        </Grid>
      </Grid>
      {summary.unpaid_count > 0 && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button component={Link} to={paths.charity.payAll} color="inherit">
              {t('payAllButton')}
            </Button>
          }
        >
          {t('unpaidNotice', { count: summary.unpaid_count, n: number(summary.unpaid_count) })}
        </Alert>
      )}
      {summary.by_type.length > 0 && <ByType rows={summary.by_type} />}
    </>
  )
}

function ByType({ rows }: { rows: CharitySummary['by_type'] }) {
  const { t } = useTranslation('charities')
  const { money, number } = useFormat()
  return (
    <Box component="section" sx={{ mt: 4 }} aria-labelledby="by-type-title">
      <Typography id="by-type-title" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        {t('byType')}
      </Typography>
      <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Stack
            key={row.slug}
            component="li"
            direction="row"
            sx={{ justifyContent: 'space-between', borderBottom: 1, borderColor: 'divider', py: 1 }}
          >
            <Typography>
              {row.title} ({t('times', { n: number(row.count) })})
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{money(row.total)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  )
}

/** Every kind of giving by its category, to give again. */
function GiveAgain() {
  const { t } = useTranslation('charities')
  const props = useProps()
  const groups = groupByCategory(props?.charityTypes ?? [], props?.charityCategories ?? [])
  return (
    <Box component="section" sx={{ mt: 5 }} aria-labelledby="give-title">
      <Typography id="give-title" component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 1.5 }}>
        {t('giveAgain')}
      </Typography>
      <Stack spacing={3}>
        {groups.map((group, i) => (
          <CategoryGroup
            key={group.category?.id ?? 'other'}
            group={group}
            headingId={`give-${i}`}
          />
        ))}
      </Stack>
    </Box>
  )
}

/** One category's kinds of giving, under its title (and what it is for). */
function CategoryGroup({ group, headingId }: { group: CharityGroup; headingId: string }) {
  const { t } = useTranslation('charities')
  const dataDir = useDataDir()
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h3"
        dir={group.category ? dataDir : undefined}
        sx={{ fontSize: 16, fontWeight: 700 }}
      >
        {group.category?.title ?? t('otherGiving')}
      </Typography>
      {group.category?.description && (
        <Typography variant="body2" color="text.secondary" dir={dataDir} sx={{ mt: 0.5 }}>
          {group.category.description}
        </Typography>
      )}
      <Grid container spacing={2} sx={{ mt: 1 }}>
        {group.types.map((type) => (
          <Grid key={type.id} size={{ xs: 6, sm: 4, md: 3 }}>
            <CharityTypeCard type={type} />
          </Grid>
        ))}
      </Grid>
    </Box>
  )
}

/** My giving at a glance, what is left unpaid, and every kind of giving to choose from. */
export default function CharityOverviewPage() {
  const { t } = useTranslation('charities')
  usePageTitle(t('common:titles.charity'))
  const summary = useQuery(charitySummaryQuery)
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t('common:titles.charity')}
        action={
          <Button component={Link} to={paths.charity.all}>
            {t('allMine')}
          </Button>
        }
        sx={{ mb: 3 }}
      />
      {summary.isPending && <Skeleton variant="rounded" height={100} />}
      {summary.isError && (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      )}
      {summary.data && <SavedCopyNote sx={{ mb: 2 }} />}
      {summary.data && <Summary summary={summary.data} />}
      <GiveAgain />
    </Container>
  )
}
