import type { CampaignDetail } from '@kheyr/contracts/campaigns'
import { Box, Paper, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RichText } from '#components/rich-text/rich-text.tsx'
import { MoneyFlow } from './money-flow.tsx'
import { RecentDonations } from './recent-donations.tsx'
import { ReportsTimeline } from './reports-timeline.tsx'
import { NS } from './use-campaign-texts.ts'

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} component="h2" sx={{ fontWeight: 800, fontSize: 20, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

/** A campaign's story: what it is for, and where the money went (its reports, with their media). */
export function CampaignStory({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation(NS)
  return (
    <Stack spacing={{ xs: 2, md: 3 }}>
      {campaign.description && (
        <Section id="about-title" title={t('about')}>
          <RichText html={campaign.description} />
        </Section>
      )}
      <Section id="reports-title" title={t('whereMoneyWent')}>
        <MoneyFlow collected={campaign.collected} spent={campaign.spent} />
        <Box sx={{ mt: 3 }}>
          <ReportsTimeline reports={campaign.reports} />
        </Box>
      </Section>
    </Stack>
  )
}

/** The latest gifts to a campaign. */
export function CampaignRecentGifts({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation(NS)
  return (
    <Section id="donations-title" title={t('recentDonations')}>
      <RecentDonations donations={campaign.recent_donations} />
    </Section>
  )
}
