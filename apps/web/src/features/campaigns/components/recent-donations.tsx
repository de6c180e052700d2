import type { RecentDonation } from '@kheyr/contracts/campaigns'
import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import { Avatar, Box, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useDataDir } from '#lib/data-dir.ts'
import { useFormat } from '#lib/format.ts'
import { NS } from './use-campaign-texts.ts'
import { useNow } from './use-now.ts'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** "۳ ساعت پیش" / "3 hours ago"; older than a month, the date itself. */
function useAgo() {
  const { t } = useTranslation(NS)
  const { lang, date } = useFormat()
  const now = useNow()
  return (iso: string) => {
    if (now === null) return date(iso)
    const diff = new Date(iso).getTime() - now
    if (diff > -60_000) return t('justNow')
    if (diff < -30 * 86_400_000) return date(iso)
    const [unit, ms] = UNITS.find(([, size]) => -diff >= size)!
    return new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(
      Math.round(diff / ms),
      unit,
    )
  }
}

/** The latest paid gifts: "a donor, ۲۰۰٬۰۰۰ تومان, ۳ ساعت پیش"; names only when given to show. */
export function RecentDonations({ donations }: { donations: RecentDonation[] }) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  const dataDir = useDataDir()
  const ago = useAgo()
  if (!donations.length)
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {t('noDonations')}
      </Typography>
    )
  return (
    <Stack component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('recentDonations')}>
      {donations.map((d) => {
        const name = d.anonymous ? t('anonymous') : (d.name ?? t('aDonor'))
        return (
          <Stack
            key={d.id}
            component="li"
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 1.5,
              py: 1.25,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Avatar sx={{ bgcolor: 'rgba(0,122,113,0.12)', color: 'primary.dark' }} aria-hidden>
              <FavoriteBorderOutlined fontSize="small" />
            </Avatar>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography
                sx={{ fontWeight: 700 }}
                noWrap
                dir={d.anonymous || !d.name ? undefined : dataDir}
              >
                {name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={d.paid_at}>{ago(d.paid_at)}</time>
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
              {money(d.amount)}
            </Typography>
          </Stack>
        )
      })}
    </Stack>
  )
}
