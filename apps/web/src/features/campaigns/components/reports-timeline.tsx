import type { CampaignMedia, CampaignReport } from '@kheyr/contracts/campaigns'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import { Box, Chip, Grid, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { LazyMediaPlayer } from '#components/media-player/lazy-media-player.tsx'
import { ResponsiveImage } from '#components/responsive-image.tsx'
import { useDataDir } from '#lib/data-dir.ts'
import { useFormat } from '#lib/format.ts'
import { RichText } from '#components/rich-text/rich-text.tsx'
import { NS } from './use-campaign-texts.ts'

function ReportMedia({ media, title }: { media: CampaignMedia[]; title: string }) {
  const images = media.filter((m) => m.kind === 'image')
  const players = media.filter((m) => m.kind === 'video' || m.kind === 'audio')
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      {images.length > 0 && (
        <Grid container spacing={1}>
          {images.map((m) => (
            <Grid
              key={m.id}
              size={{ xs: images.length === 1 ? 12 : 6, sm: images.length === 1 ? 12 : 4 }}
            >
              <Box
                component="a"
                href={m.url}
                target="_blank"
                rel="noopener"
                sx={{ display: 'block', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200' }}
              >
                <ResponsiveImage
                  src={m.url}
                  variants={m.variants}
                  sizes="(min-width: 900px) 280px, 50vw"
                  alt={m.alt ?? m.name}
                  style={{
                    width: '100%',
                    aspectRatio: '4 / 3',
                    objectFit: 'cover',
                    display: 'block',
                  }}
                />
              </Box>
            </Grid>
          ))}
        </Grid>
      )}
      {players.map((m) => (
        <LazyMediaPlayer
          key={m.id}
          kind={m.kind as 'audio' | 'video'}
          src={m.url}
          type={m.mime}
          title={`${title}: ${m.alt ?? m.name}`}
        />
      ))}
    </Stack>
  )
}

/** What the charity did with the money, newest first as staff ordered it. */
export function ReportsTimeline({ reports }: { reports: CampaignReport[] }) {
  const { t } = useTranslation(NS)
  const { money, date } = useFormat()
  const dataDir = useDataDir()
  if (!reports.length)
    return (
      <Stack sx={{ alignItems: 'center', textAlign: 'center', gap: 1, py: 4 }}>
        <ReceiptLongOutlined sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
        <Typography color="text.secondary">{t('noReports')}</Typography>
      </Stack>
    )
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {reports.map((report) => (
        <Box
          key={report.id}
          component="li"
          sx={{
            position: 'relative',
            ps: 3,
            pb: 4,
            borderInlineStart: 2,
            borderColor: 'rgba(0,122,113,0.25)',
            '&:last-of-type': { pb: 0, borderColor: 'transparent' },
            '&::before': {
              content: '""',
              position: 'absolute',
              insetInlineStart: -7,
              top: 6,
              width: 12,
              height: 12,
              borderRadius: '50%',
              bgcolor: 'primary.dark',
              boxShadow: '0 0 0 3px #fff',
            },
          }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
            <Typography
              variant="body2"
              color="text.secondary"
              component="time"
              dateTime={report.reported_on}
            >
              {date(`${report.reported_on}T12:00:00Z`)}
            </Typography>
            {report.amount_spent !== null && (
              <Chip
                size="small"
                label={t('spentAmount', { amount: money(report.amount_spent) })}
                sx={{ bgcolor: 'rgba(255,179,0,0.18)', fontWeight: 700 }}
              />
            )}
          </Stack>
          <Typography component="h3" dir={dataDir} sx={{ fontWeight: 800, fontSize: 18, mb: 1 }}>
            {report.title}
          </Typography>
          {report.body && <RichText html={report.body} />}
          {report.media.length > 0 && <ReportMedia media={report.media} title={report.title} />}
        </Box>
      ))}
    </Box>
  )
}
