import type { ChestHistoryEntry } from '@kheyr/contracts/chests'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import TwoWheelerOutlined from '@mui/icons-material/TwoWheelerOutlined'
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'
import { NS } from './chest-labels.ts'

/** A box's history, newest first: each visit (amount counted or why not) and online payment. */
export function ChestHistory({ entries }: { entries: ChestHistoryEntry[] }) {
  const { t } = useTranslation(NS)
  const { money, date } = useFormat()
  if (!entries.length)
    return (
      <Typography color="text.secondary" variant="body2">
        {t('detail.noHistory')}
      </Typography>
    )
  return (
    <List disablePadding>
      {entries.map((e) => (
        <ListItem key={`${e.kind}-${e.id}`} divider disableGutters>
          <ListItemIcon sx={{ minWidth: 40 }}>
            {e.kind === 'online' ? (
              <PaymentsOutlined color="primary" aria-hidden />
            ) : (
              <TwoWheelerOutlined color="action" aria-hidden />
            )}
          </ListItemIcon>
          <ListItemText
            primary={
              e.kind === 'online'
                ? t('detail.paidOnline', { amount: money(e.amount ?? 0) })
                : e.outcome === 'collected'
                  ? t('detail.counted', { amount: money(e.amount ?? 0) })
                  : t(`outcomes.${e.outcome ?? 'collected'}`)
            }
            secondary={[
              date(e.date),
              e.collector ? t('detail.by', { name: e.collector.name }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  )
}
