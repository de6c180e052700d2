import { Container, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { ApiError } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { publicStaticPageQuery } from '../api/static-pages.ts'
import { RichText } from '#components/rich-text/rich-text.tsx'
import { useDataDir } from '#lib/data-dir.ts'

/** `/static_page/{slug}`: an about, rules or privacy page written in the dashboard. */
export default function StaticPage() {
  const { t } = useTranslation('static-pages')
  const { date } = useFormat()
  const dataDir = useDataDir()
  const { slug = '' } = useParams()
  const page = useQuery({ ...publicStaticPageQuery(slug), retry: false })
  usePageTitle(page.data?.title ?? t('common:titles.static_page-slug'))

  if (page.error instanceof ApiError && page.error.status === 404) {
    return <ErrorScreen status={404} />
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {page.isPending ? (
        <Stack spacing={2} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="text" width="45%" height={48} />
          <Skeleton variant="rounded" height={280} />
        </Stack>
      ) : page.isError ? (
        <LoadError error={page.error} onRetry={() => void page.refetch()} />
      ) : (
        <>
          <SavedCopyNote sx={{ mb: 2 }} />
          <Paper
            component="article"
            variant="outlined"
            sx={{ p: { xs: 2.5, md: 5 }, borderRadius: 3 }}
          >
            <Typography
              component="h1"
              dir={dataDir}
              sx={{ fontSize: { xs: 26, md: 34 }, fontWeight: 800, mb: 1 }}
            >
              {page.data.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              {t('updatedAt', { date: date(page.data.updated_at, 'date') })}
            </Typography>
            <RichText html={page.data.html} />
          </Paper>
        </>
      )}
    </Container>
  )
}
