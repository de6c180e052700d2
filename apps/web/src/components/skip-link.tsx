import { Box } from '@mui/material'
import { useTranslation } from 'react-i18next'

/** The first tab stop: jumps keyboard users past the header to the page. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: 2000,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      {t('app.skipToContent')}
    </Box>
  )
}
