import type { CrownStatus } from '@kheyr/contracts/crowns'
import { Chip, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** Dark text on a light tint: every pair passes WCAG AA (4.5:1) at chip size. */
const TONES: Record<CrownStatus | 'refunded', { color: string; bgcolor: string }> = {
  unpaid: { color: '#8a4b00', bgcolor: '#fff4e5' },
  paid: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  printed: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  delivered: { color: '#005b54', bgcolor: '#e0f2f1' },
  canceled: { color: '#424242', bgcolor: '#eeeeee' },
  refunded: { color: '#6a1b9a', bgcolor: '#f3e5f5' },
}

/** An order's status, and "refunded" beside it when its money went back. */
export function CrownStatusChip({ status, refunded }: { status: CrownStatus; refunded?: boolean }) {
  const { t } = useTranslation('crowns')
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      <Chip
        size="small"
        label={t(`statuses.${status}`)}
        sx={{ ...TONES[status], fontWeight: 700 }}
      />
      {refunded && (
        <Chip
          size="small"
          label={t('statuses.refunded')}
          sx={{ ...TONES.refunded, fontWeight: 700 }}
        />
      )}
    </Stack>
  )
}
