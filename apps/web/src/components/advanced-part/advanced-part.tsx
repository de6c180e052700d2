import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * The part of a settings form about how the site is built (tile templates, keys), folded away
 * under "advanced settings". Only the super-admin is shown it; the server holds the same line.
 */
export function AdvancedPart({ children }: { children: ReactNode }) {
  const { t } = useTranslation('advanced-part')
  const id = useId()
  return (
    <Accordion
      variant="outlined"
      disableGutters
      sx={{ borderRadius: 2, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreOutlined />}
        id={`${id}-summary`}
        aria-controls={`${id}-details`}
      >
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <TuneOutlined fontSize="small" sx={{ color: 'primary.dark' }} aria-hidden />
          <span>
            <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
              {t('title')}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {t('hint')}
            </Typography>
          </span>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>{children}</AccordionDetails>
    </Accordion>
  )
}
