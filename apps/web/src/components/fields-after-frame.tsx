import { Skeleton, Stack } from '@mui/material'
import { useDeferredValue } from 'react'

/**
 * Whether a dialog's or a sheet's fields are drawn. On opening, the frame comes with the tap and
 * the fields after it, in a deferred render React splits into short turns a tap or a scroll can
 * come between (a dozen selects and date fields are half a second and more on a phone). On
 * closing, they stay until the dialog has gone (decision 036).
 */
export function useFieldsShown(open: boolean): boolean {
  const drawn = useDeferredValue(open, false)
  return drawn || !open
}

/** The fields' place while they are drawn. */
export function FieldsPlaceholder({ count, height }: { count: number; height: number }) {
  return (
    <Stack aria-busy sx={{ gap: 1.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  )
}
