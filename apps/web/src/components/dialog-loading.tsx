import { LinearProgress } from '@mui/material'
import { useTranslation } from 'react-i18next'

/**
 * What shows while a dialog loaded on open (its form, fields and pickers) arrives: a bar across
 * the top of the screen, as the history panel shows.
 */
export function DialogLoading() {
  const { t } = useTranslation()
  return (
    <LinearProgress
      aria-label={t('loading.text')}
      sx={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 'modal' }}
    />
  )
}
