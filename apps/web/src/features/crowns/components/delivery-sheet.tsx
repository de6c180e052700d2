import type { DashboardCrown } from '@kheyr/contracts/crowns'
import { Box } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useFormat } from '#lib/format.ts'

type Group = {
  key: string
  location: DashboardCrown['location']
  at: string
  crowns: DashboardCrown[]
}

/** Orders by location, then by ceremony time to the minute (the server sends them in that order). */
export function groupForDelivery(crowns: DashboardCrown[]): Group[] {
  const groups: Group[] = []
  for (const crown of crowns) {
    const key = `${crown.location.id}|${crown.ceremony_at.slice(0, 16)}`
    const last = groups.at(-1)
    if (last?.key === key) last.crowns.push(crown)
    else groups.push({ key, location: crown.location, at: crown.ceremony_at, crowns: [crown] })
  }
  return groups
}

const cell = { border: '1px solid #9fb3b3', px: 1, py: 0.5, textAlign: 'start' } as const

/**
 * What the courier takes along: every crown of the run grouped by location and ceremony time,
 * with the address, and a box to tick on delivery.
 */
export function DeliverySheet({ crowns }: { crowns: DashboardCrown[] }) {
  const { t } = useTranslation('crowns')
  const { date, digits } = useFormat()
  const groups = groupForDelivery(crowns)
  return (
    <Box
      component="section"
      className="print-page"
      aria-labelledby="delivery-sheet-title"
      sx={{
        width: { xs: '100%', sm: '210mm' },
        maxWidth: '210mm',
        boxSizing: 'border-box',
        mx: 'auto',
        my: 3,
        p: { xs: 2, sm: '10mm' },
        bgcolor: '#fff',
        boxShadow: '0 1px 6px rgba(0,0,0,0.18)',
        color: '#1f2a2a',
        fontSize: 13,
        '@media print': { width: '210mm', p: '10mm', fontSize: '10pt' },
      }}
    >
      <Box component="h2" id="delivery-sheet-title" sx={{ m: 0, mb: 1, fontSize: 18 }}>
        {t('print.sheetTitle', { n: digits(crowns.length) })}
      </Box>
      {groups.map((g) => (
        <Box key={g.key} sx={{ mt: 2, breakInside: 'avoid' }}>
          <Box component="h3" sx={{ m: 0, fontSize: 15 }}>
            {g.location.name} · {date(g.at, 'datetime')}
          </Box>
          {g.location.address && (
            <Box sx={{ color: '#3d4f4f', mb: 0.5 }}>
              {t('print.address')}: {g.location.address}
            </Box>
          )}
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                <Box component="th" sx={{ ...cell, width: '8%' }}>
                  {t('columns.id')}
                </Box>
                <Box component="th" sx={cell}>
                  {t('columns.deceased')}
                </Box>
                <Box component="th" sx={cell}>
                  {t('columns.giver')}
                </Box>
                <Box component="th" sx={{ ...cell, width: '18%' }}>
                  {t('columns.type')}
                </Box>
                <Box component="th" sx={{ ...cell, width: '12%' }}>
                  {t('print.delivered')}
                </Box>
              </tr>
            </thead>
            <tbody>
              {g.crowns.map((c) => (
                <tr key={c.id}>
                  <Box component="td" sx={cell}>
                    {digits(c.id)}
                  </Box>
                  <Box component="td" sx={cell}>
                    {c.deceased}
                  </Box>
                  <Box component="td" sx={cell}>
                    {c.giver}
                  </Box>
                  <Box component="td" sx={cell}>
                    {c.type.title}
                  </Box>
                  <Box
                    component="td"
                    sx={{ ...cell, textAlign: 'center' }}
                    aria-label={t('print.tick')}
                  >
                    ☐
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      ))}
    </Box>
  )
}
