import {
  Alert,
  Card,
  CardContent,
  Container,
  Link,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { SliceOnUse } from '#components/hydration-slice.tsx'
import { LoadError } from '#components/query-states.tsx'
import { ApiError } from '#lib/api-client.ts'
import { useDataDir } from '#lib/data-dir.ts'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useProps } from '#lib/session/props.ts'
import { obligationQuery } from '../api/obligations.ts'

/** The calculator's code comes when the visitor reaches for it; the served form works meanwhile. */
const loadObligationCalculator = () => import('../components/obligation-calculator.tsx')
const ObligationCalculator = lazy(() =>
  loadObligationCalculator().then((m) => ({ default: m.ObligationCalculator })),
)

/**
 * An obligation's giving page: this year's rates, the calculator (people or days, staple), the
 * sum in toman and in words with its source, and paying it.
 */
export default function ObligationPage() {
  const { t } = useTranslation('obligations')
  const { digits } = useFormat()
  const dataDir = useDataDir()
  const { slug = '' } = useParams()
  const props = useProps()
  const query = useQuery({ ...obligationQuery(slug), retry: false })
  usePageTitle(query.data?.title ?? t('common:titles.obligation-slug'))

  if (query.error instanceof ApiError && query.error.status === 404)
    return <ErrorScreen status={404} />
  if (query.isError)
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    )
  const obligation = query.data
  const rates = obligation?.rates
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          {!obligation || !props ? (
            <Stack spacing={2} aria-busy="true">
              <Skeleton variant="text" width="60%" height={44} />
              <Skeleton variant="rounded" height={56} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : (
            <Stack spacing={2.5}>
              <div>
                <Typography component="h1" dir={dataDir} sx={{ fontSize: 26, fontWeight: 800 }}>
                  {obligation.title}
                </Typography>
                {obligation.description && (
                  <Typography color="text.secondary" dir={dataDir} sx={{ mt: 1, lineHeight: 2 }}>
                    {obligation.description}
                  </Typography>
                )}
              </div>
              {rates?.demo && <Alert severity="warning">{t('demo')}</Alert>}
              {obligation.late && (
                <Alert severity="warning">
                  {t('late')}
                  {rates?.late_note && (
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {t('lateNote', { note: rates.late_note })}
                    </Typography>
                  )}
                </Alert>
              )}
              {rates && rates.rates.length > 0 ? (
                <SliceOnUse>
                  <ObligationCalculator obligation={obligation} rates={rates} props={props} />
                </SliceOnUse>
              ) : (
                <Alert severity="info" role="status">
                  {t('noRates', { title: obligation.title, year: digits(obligation.year) })}
                </Alert>
              )}
              <Link component={RouterLink} to={paths.obligation.list}>
                {t('backToList')}
              </Link>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Container>
  )
}
