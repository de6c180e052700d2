import { Stack, TextField } from '@mui/material'
import { lazy, Suspense, type ComponentProps } from 'react'

const JalaliDateRange = lazy(() =>
  import('./jalali-date-range.tsx').then((m) => ({ default: m.JalaliDateRange })),
)

type Props = ComponentProps<typeof JalaliDateRange>

/**
 * The date range with MUI X's pickers and the Jalali calendar downloaded when it first shows:
 * a list whose filters wait in a phone's filter sheet loads them when the sheet opens. Until
 * they arrive, two fields of the same size hold their place.
 */
export function LazyJalaliDateRange(props: Props) {
  return (
    <Suspense
      fallback={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <TextField size="small" label={props.fromLabel} disabled />
          <TextField size="small" label={props.toLabel} disabled />
        </Stack>
      }
    >
      <JalaliDateRange {...props} />
    </Suspense>
  )
}
