import { Stack, Typography } from '@mui/material'
import { useFormat } from '../../../lib/format.ts'

/**
 * The sums over everything the current filter matches (not only this page). Money sums come
 * from the API as strings of digits (exact past 2^53); counts as numbers.
 */
export function MoneyTotals({
  items,
}: {
  items: { label: string; amount?: number | string; count?: number | string }[]
}) {
  const { money, number } = useFormat()
  return (
    <Stack
      direction="row"
      sx={{
        flexWrap: 'wrap',
        gap: { xs: 1.5, sm: 3 },
        bgcolor: 'rgba(0,169,157,0.06)',
        borderRadius: 2,
        px: 2,
        py: 1.25,
      }}
    >
      {items.map((item) => (
        <Typography key={item.label} variant="body2">
          <Typography component="span" variant="body2" color="text.secondary">
            {item.label}:{' '}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 800 }}>
            {item.amount !== undefined ? money(item.amount) : number(Number(item.count ?? 0))}
          </Typography>
        </Typography>
      ))}
    </Stack>
  )
}
