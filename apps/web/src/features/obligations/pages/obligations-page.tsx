import {
  Button,
  Card,
  CardActions,
  CardContent,
  Container,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { useDataDir } from '#lib/data-dir.ts'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { obligationsQuery } from '../api/obligations.ts'

/** The obligations on offer, each with this year's least rate and a way to its calculator. */
export default function ObligationsPage() {
  const { t } = useTranslation('obligations')
  const { money } = useFormat()
  const dataDir = useDataDir()
  const list = useQuery(obligationsQuery)
  usePageTitle(t('listTitle'))
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography component="h1" sx={{ fontSize: 26, fontWeight: 800 }}>
        {t('listTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, lineHeight: 2 }}>
        {t('listIntro')}
      </Typography>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      ) : list.data.length === 0 ? (
        <EmptyState title={t('listEmpty')} />
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.map((o) => {
            const least = o.rates?.rates.length
              ? Math.min(...o.rates.rates.map((r) => r.amount))
              : null
            return (
              <Card component="li" key={o.slug} variant="outlined">
                <CardContent>
                  <Typography component="h2" dir={dataDir} sx={{ fontSize: 20, fontWeight: 700 }}>
                    {o.title}
                  </Typography>
                  {o.description && (
                    <Typography color="text.secondary" dir={dataDir} sx={{ mt: 0.5 }}>
                      {o.description}
                    </Typography>
                  )}
                  <Typography sx={{ mt: 1, fontWeight: 600 }}>
                    {least === null
                      ? t('noRatesShort')
                      : t(`ratePer.${o.unit}`, { amount: money(least) })}
                  </Typography>
                </CardContent>
                <CardActions>
                  <Button
                    component={RouterLink}
                    to={paths.obligation.show(o.slug)}
                    variant="contained"
                  >
                    {t('open')}
                  </Button>
                </CardActions>
              </Card>
            )
          })}
        </Stack>
      )}
    </Container>
  )
}
