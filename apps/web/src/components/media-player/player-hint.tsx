import { Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'

/**
 * The player's keyboard shortcuts, under it (`id` for its `aria-describedby`): the same under the
 * served player as under Plyr's, so nothing below moves when Plyr takes over.
 */
export function PlayerHint({ id }: { id: string }) {
  const { t } = useTranslation('media-player')
  return (
    <Typography id={id} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      {t('shortcuts')}
    </Typography>
  )
}
