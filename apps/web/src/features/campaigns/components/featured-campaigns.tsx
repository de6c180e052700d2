import ArrowForwardOutlined from '@mui/icons-material/ArrowForwardOutlined'
import { Button, Container, Grid, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ApiError } from '#lib/api-client.ts'
import { paths } from '#lib/paths.ts'
import { OfflineNote } from '#components/offline-note.tsx'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { featuredCampaignsQuery } from '../api/campaigns.ts'
import { CampaignCard, CampaignCardSkeleton } from './campaign-card.tsx'
import { useCampaignTexts } from './use-campaign-texts.ts'

/**
 * The home page's featured campaigns that still take gifts (above "quick giving"). Nothing shows
 * when there are none, or when the server cannot give them: the home page goes on without them.
 * Without internet (and no copy kept) the section stays and says so, with a way to try again.
 */
export function FeaturedCampaigns() {
  const { t, ready } = useCampaignTexts()
  const list = useQuery(featuredCampaignsQuery)
  const campaigns = list.data?.data ?? []
  const offline = list.error instanceof ApiError && list.error.status === 0
  if ((list.isError && !offline) || (list.isSuccess && campaigns.length === 0)) return null
  const loading = !ready || list.isPending
  return (
    <Container
      component="section"
      maxWidth="lg"
      sx={{ pt: { xs: 5, md: 7 } }}
      aria-labelledby="featured-campaigns-title"
      aria-busy={loading}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3, gap: 1, minHeight: 40 }}
      >
        <Typography
          id="featured-campaigns-title"
          component="h2"
          sx={{ fontSize: 24, fontWeight: 800 }}
        >
          {ready ? t('featuredTitle') : ''}
        </Typography>
        {ready && (
          <Button
            component={Link}
            to={paths.campaign.list}
            endIcon={<ArrowForwardOutlined sx={flipInRtl} />}
            sx={{ color: 'primary.dark' }}
          >
            {t('seeAll')}
          </Button>
        )}
      </Stack>
      {offline ? (
        <OfflineNote onRetry={() => void list.refetch()} />
      ) : (
        <Grid container spacing={2.5}>
          {loading
            ? [0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CampaignCardSkeleton />
                </Grid>
              ))
            : campaigns.map((campaign, i) => (
                <Grid key={campaign.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <CampaignCard campaign={campaign} priority={i === 0} />
                </Grid>
              ))}
        </Grid>
      )}
    </Container>
  )
}
