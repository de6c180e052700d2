import type { DashboardCrown } from '@kheyr/contracts/crowns'
import { Box, GlobalStyles } from '@mui/material'
import { useTranslation } from 'react-i18next'
import siteLogo from '#assets/logo.svg'
import { useProps } from '#lib/session/props.ts'

/**
 * The print sheet's page: A5 landscape, no margins (each card draws its own frame). Cards and
 * the delivery sheet start a new page each; the screen-only toolbar is left out.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A5 landscape', margin: 0 },
        '@media print': {
          'html, body': { background: '#fff !important' },
          '.no-print': { display: 'none !important' },
          '.print-page': { margin: '0 !important', boxShadow: 'none !important' },
        },
      }}
    />
  )
}

/** The charity's logo from the settings, or the app's own. */
function useLogo() {
  const logo = useProps()?.logo as { path?: string } | null | undefined
  return typeof logo?.path === 'string' ? logo.path : siteLogo
}

/**
 * One crown's card as it is printed: the charity's logo, "in memory of the late …", "from …",
 * the message, and a line saying the crown's price was given to charity in their memory.
 * Sized in container units, so the same card fits the paper and a phone's screen.
 */
export function CrownCard({ crown }: { crown: DashboardCrown }) {
  const { t } = useTranslation('crowns')
  const logo = useLogo()
  return (
    <Box
      className="print-page"
      sx={{
        containerType: 'inline-size',
        width: { xs: '100%', sm: '210mm' },
        maxWidth: '210mm',
        mx: 'auto',
        my: 3,
        bgcolor: '#fff',
        boxShadow: '0 1px 6px rgba(0,0,0,0.18)',
        breakAfter: 'page',
        pageBreakAfter: 'always',
        '@media print': { width: '210mm', height: '148mm', overflow: 'hidden' },
      }}
    >
      <Box
        component="article"
        aria-label={t('print.cardFor', { name: crown.deceased })}
        sx={{
          aspectRatio: '210 / 148',
          p: '3cqw',
          boxSizing: 'border-box',
          color: '#1f2a2a',
        }}
      >
        <Box
          sx={{
            height: '100%',
            boxSizing: 'border-box',
            border: '0.5cqw double #2f4f4f',
            borderRadius: '1.2cqw',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'space-between',
            textAlign: 'center',
            px: '5cqw',
            py: '2.6cqw',
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: '1.2cqw' }}>
            <Box component="img" src={logo} alt="" sx={{ height: '6cqw', width: 'auto' }} />
            <Box sx={{ fontSize: '2.2cqw', fontWeight: 700, color: '#3d4f4f' }}>
              {t('common:app.name')}
            </Box>
          </Box>
          <Box>
            <Box sx={{ fontSize: '3.2cqw', color: '#3d4f4f' }}>{t('print.inMemory')}</Box>
            <Box
              component="h2"
              sx={{ m: 0, mt: '0.8cqw', fontSize: '6.4cqw', fontWeight: 800, lineHeight: 1.35 }}
            >
              {crown.deceased}
            </Box>
          </Box>
          {crown.message && (
            <Box
              component="p"
              sx={{ m: 0, fontSize: '2.8cqw', lineHeight: 1.7, maxWidth: '80%', color: '#2f3d3d' }}
            >
              «{crown.message}»
            </Box>
          )}
          <Box>
            <Box sx={{ fontSize: '2.6cqw', color: '#3d4f4f' }}>{t('print.from')}</Box>
            <Box sx={{ fontSize: '4.2cqw', fontWeight: 700, lineHeight: 1.4 }}>{crown.giver}</Box>
          </Box>
          <Box
            sx={{
              fontSize: '1.9cqw',
              color: '#3d4f4f',
              borderTop: '0.15cqw solid #9fb3b3',
              pt: '1cqw',
              width: '70%',
            }}
          >
            {t('print.gift')}
          </Box>
        </Box>
      </Box>
    </Box>
  )
}
