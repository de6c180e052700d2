import type { LedgerEntry, LedgerState } from '@kheyr/contracts/subscriptions'
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined'
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import PauseCircleOutlined from '@mui/icons-material/PauseCircleOutlined'
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined'
import StarsOutlined from '@mui/icons-material/StarsOutlined'
import type { SvgIconComponent } from '@mui/icons-material'
import { Box, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '#components/visually-hidden.ts'
import { useFormat } from '#lib/format.ts'
import { NS } from './use-period-words.ts'

/** Each state's look: an icon and colours that keep text at AA contrast. */
const LOOK: Record<
  LedgerState,
  { icon: SvgIconComponent; bg: string; fg: string; border: string }
> = {
  paid: { icon: CheckCircleOutlined, bg: '#e8f5e9', fg: '#1b5e20', border: '#a5d6a7' },
  prepaid: { icon: StarsOutlined, bg: '#e0f2f1', fg: '#00564f', border: '#80cbc4' },
  unpaid: { icon: ErrorOutlineOutlined, bg: '#fff3e0', fg: '#8a3c00', border: '#ffb74d' },
  paused: { icon: PauseCircleOutlined, bg: '#f5f5f5', fg: '#424242', border: '#e0e0e0' },
  upcoming: { icon: ScheduleOutlined, bg: '#fff', fg: '#424242', border: '#e0e0e0' },
}

/**
 * A membership's ledger period by period (oldest first): the Jalali month, paid, unpaid,
 * prepaid, paused or still to come, and what an unpaid period costs. A list a screen reader
 * reads as «فروردین ۱۴۰۴: پرداخت‌شده».
 */
export function Ledger({ entries, label }: { entries: LedgerEntry[]; label: string }) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(auto-fill, minmax(150px, 1fr))',
        },
      }}
    >
      {entries.map((entry) => {
        const look = LOOK[entry.state]
        const Icon = look.icon
        return (
          <Box
            component="li"
            key={entry.period}
            data-state={entry.state}
            sx={{
              bgcolor: look.bg,
              color: look.fg,
              border: 1,
              borderColor: look.border,
              borderStyle: entry.state === 'upcoming' ? 'dashed' : 'solid',
              borderRadius: 2,
              px: 1.25,
              py: 1,
              minWidth: 0,
            }}
          >
            <Typography sx={{ fontWeight: 700, fontSize: 14 }}>{entry.label}</Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
              <Icon sx={{ fontSize: 16 }} aria-hidden />
              <Typography variant="body2" component="span">
                <Box component="span" sx={visuallyHidden}>
                  :{' '}
                </Box>
                {t(`states.${entry.state}`)}
              </Typography>
            </Box>
            {entry.state === 'unpaid' && entry.amount !== null && (
              <Typography variant="caption" component="p" sx={{ mt: 0.25 }}>
                {money(entry.amount)}
              </Typography>
            )}
          </Box>
        )
      })}
    </Box>
  )
}
