import type { CampaignCard as Campaign } from '@kheyr/contracts/campaigns'
import EventOutlined from '@mui/icons-material/EventOutlined'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#lib/paths.ts'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { useDataDir } from '#lib/data-dir.ts'
import { useFormat } from '#lib/format.ts'
import { CampaignProgress, DaysLeft } from './campaign-progress.tsx'
import { NS } from './use-campaign-texts.ts'

/** A campaign in a list: cover, title, summary, progress, donors and days left. */
export function CampaignCard({
  campaign,
  headingLevel = 'h3',
  priority = false,
}: {
  campaign: Campaign
  headingLevel?: 'h2' | 'h3'
  /** The first card of a list, above the fold on a phone: its cover loads at once. */
  priority?: boolean
}) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const dataDir = useDataDir()
  const finished = campaign.status === 'finished'
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={Link}
        to={paths.campaign.show(campaign.slug)}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '40 / 21', bgcolor: 'grey.200' }}>
          {campaign.cover && (
            <ResponsiveImage
              src={campaign.cover.url}
              variants={campaign.cover.variants}
              sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
              alt=""
              {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          {finished && (
            <Box
              component="span"
              sx={{
                position: 'absolute',
                insetInlineStart: 12,
                top: 12,
                px: 1.25,
                py: 0.25,
                borderRadius: 99,
                bgcolor: 'grey.800',
                color: '#fff',
                fontWeight: 700,
                fontSize: 13,
              }}
            >
              {t('finished')}
            </Box>
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography
            component={headingLevel}
            dir={dataDir}
            sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.7 }}
          >
            {campaign.title}
          </Typography>
          {campaign.summary && (
            <Typography
              variant="body2"
              color="text.secondary"
              dir={dataDir}
              sx={{
                lineHeight: 1.9,
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {campaign.summary}
            </Typography>
          )}
          <Box sx={{ mt: 'auto' }}>
            <CampaignProgress collected={campaign.collected} goal={campaign.goal} />
          </Box>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', color: 'text.secondary', gap: 1 }}
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
              <PeopleOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                {t('donors', { count: campaign.donors, n: number(campaign.donors) })}
              </Typography>
            </Stack>
            {(finished || campaign.days_left !== null) && (
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                <EventOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">
                  <DaysLeft campaign={campaign} />
                </Typography>
              </Stack>
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** A card's room while the list loads. */
export function CampaignCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <Box sx={{ aspectRatio: '40 / 21', bgcolor: 'grey.200' }} />
      <CardContent>
        <Box sx={{ height: 22, width: '70%', bgcolor: 'grey.200', borderRadius: 1, mb: 1.5 }} />
        <Box sx={{ height: 14, width: '95%', bgcolor: 'grey.100', borderRadius: 1, mb: 1 }} />
        <Box sx={{ height: 8, bgcolor: 'grey.200', borderRadius: 99, mt: 3 }} />
      </CardContent>
    </Card>
  )
}
