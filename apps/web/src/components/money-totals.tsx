import { Stack, Typography } from '@mui/material'
import { useFormat } from '#lib/format.ts'

/**
 * Sums over everything the list's filter matches (not only this page). Money sums come from the
 * API as strings of digits (exact past 2^53); counts as numbers.
 */
export function MoneyTotals({
  items,
}: {
  items: { label: string; amount?: number | string; count?: number | string }[]
}) {
  const { money, number } = useFormat()
  return (
    <Stack
      component="dl"
      direction="row"
      sx={{
        m: 0,
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 3 },
        bgcolor: 'rgba(0,122,113,0.06)',
        borderRadius: 2,
        px: 2,
        py: 1.25,
      }}
    >
      {items.map((item) => (
        <Stack key={item.label} direction="row" sx={{ gap: 0.75 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}:
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 800 }}>
            {item.amount !== undefined ? money(item.amount) : number(Number(item.count ?? 0))}
          </Typography>
        </Stack>
      ))}
    </Stack>
  )
}
