import EventOutlined from '@mui/icons-material/EventOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import { Alert, Box, Container, Paper, Skeleton, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { lazy, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ErrorScreen } from '#components/error-screen.tsx'
import { SliceOnUse } from '#components/hydration-slice.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { LoadError } from '#components/query-states.tsx'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { ApiError } from '#lib/api-client.ts'
import { useDataDir } from '#lib/data-dir.ts'
import { useFormat } from '#lib/format.ts'
import { campaignQuery } from '../api/campaigns.ts'
import { CampaignProgress, DaysLeft } from '../components/campaign-progress.tsx'
import { ShareButton } from '../components/share-button.tsx'
import { NS } from '../components/use-campaign-texts.ts'
import { visuallyHidden } from '#components/visually-hidden.ts'

/** The form's code comes when the visitor reaches for it; the served form works meanwhile. */
const loadDonateForm = () => import('../components/donate-form.tsx')
const DonateForm = lazy(() => loadDonateForm().then((m) => ({ default: m.DonateForm })))

/**
 * The story and the latest gifts, below the giving panel on a phone, come with their code when
 * they near the screen or are reached; as served they are text, links and pictures meanwhile.
 */
const loadStory = () => import('../components/campaign-story.tsx')
const CampaignStory = lazy(() => loadStory().then((m) => ({ default: m.CampaignStory })))
const CampaignRecentGifts = lazy(() =>
  loadStory().then((m) => ({ default: m.CampaignRecentGifts })),
)

/**
 * `/campaign/{slug}`: the cause, how far it has come, giving to it, the latest gifts, and the
 * reports that show where the money went.
 */
export default function CampaignPage() {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const dataDir = useDataDir()
  const { slug = '' } = useParams()
  const campaign = useQuery({ ...campaignQuery(slug), retry: false })
  const { refetch } = campaign
  usePageTitle(campaign.data?.title ?? t('common:titles.campaign-slug'))

  // Back from the bank, a browser may show this page from its cache: ask for the new total.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && void refetch()
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [refetch])

  if (campaign.error instanceof ApiError && campaign.error.status === 404)
    return <ErrorScreen status={404} />

  if (campaign.isPending)
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }} aria-busy="true">
        <Typography component="h1" sx={visuallyHidden}>
          {t('loading')}
        </Typography>
        <Skeleton
          variant="rounded"
          sx={{ aspectRatio: '40 / 21', height: 'auto', borderRadius: 3 }}
        />
        <Skeleton variant="text" width="60%" height={48} sx={{ mt: 2 }} />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Container>
    )
  if (campaign.isError)
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <LoadError error={campaign.error} onRetry={() => void refetch()} />
      </Container>
    )

  const c = campaign.data
  const finished = c.status === 'finished'
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <SavedCopyNote sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
          // Phones: the cause, giving, the story, the latest gifts. Wider: giving on the side.
          gridTemplateAreas: {
            xs: '"head" "give" "body" "recent"',
            md: '"head give" "body give" "body recent"',
          },
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) 360px',
            lg: 'minmax(0, 1fr) 400px',
          },
          gridTemplateRows: { md: 'auto auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'head' }}>
          <Box
            sx={{
              borderRadius: 3,
              overflow: 'hidden',
              bgcolor: 'grey.200',
              aspectRatio: '40 / 21',
            }}
          >
            {c.cover && (
              <ResponsiveImage
                src={c.cover.url}
                variants={c.cover.variants}
                sizes="(min-width: 1200px) 780px, (min-width: 900px) 58vw, 100vw"
                alt=""
                loading="eager"
                fetchPriority="high"
                style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
            )}
          </Box>
          <Typography
            component="h1"
            dir={dataDir}
            sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 800, lineHeight: 1.6, mt: 2 }}
          >
            {c.title}
          </Typography>
          {c.summary && (
            <Typography
              color="text.secondary"
              dir={dataDir}
              sx={{ lineHeight: 2, mt: 1, fontSize: 17 }}
            >
              {c.summary}
            </Typography>
          )}
        </Box>

        <Box sx={{ gridArea: 'give' }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}>
            <Stack spacing={2}>
              <CampaignProgress collected={c.collected} goal={c.goal} size="large" />
              <Stack
                direction="row"
                sx={{ justifyContent: 'space-between', color: 'text.secondary' }}
              >
                <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <PeopleOutlined fontSize="small" aria-hidden />
                  <Typography variant="body2">
                    {t('donors', { count: c.donors, n: number(c.donors) })}
                  </Typography>
                </Stack>
                {(finished || c.days_left !== null) && (
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                    <EventOutlined fontSize="small" aria-hidden />
                    <Typography variant="body2">
                      <DaysLeft campaign={c} />
                    </Typography>
                  </Stack>
                )}
              </Stack>
              <ShareButton title={c.title} text={c.summary} />
              {finished ? (
                <Alert severity="info">{t('finishedNotice')}</Alert>
              ) : (
                <SliceOnUse>
                  <DonateForm campaign={c} />
                </SliceOnUse>
              )}
            </Stack>
          </Paper>
        </Box>

        <Box sx={{ gridArea: 'body' }}>
          <SliceOnUse inView>
            <CampaignStory campaign={c} />
          </SliceOnUse>
        </Box>
        <Box sx={{ gridArea: 'recent' }}>
          <SliceOnUse inView>
            <CampaignRecentGifts campaign={c} />
          </SliceOnUse>
        </Box>
      </Box>
    </Container>
  )
}
