import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import { Stack, Typography } from '@mui/material'
import { GridOverlay } from '@mui/x-data-grid'
import { createContext, useContext } from 'react'

export type OverlayState = { text: string; failed: boolean }

/** What the grid's empty overlay says: the grid renders the overlay, the table knows why. */
export const OverlayContext = createContext<OverlayState>({ text: '', failed: false })

/** No rows: nothing yet, nothing matching, or a failed load. */
export function EmptyOverlay() {
  const { text, failed } = useContext(OverlayContext)
  const Icon = failed ? ErrorOutlineOutlined : InboxOutlined
  return (
    <GridOverlay>
      <Stack sx={{ alignItems: 'center', gap: 1, p: 3, textAlign: 'center' }}>
        <Icon aria-hidden sx={{ fontSize: 48, color: failed ? 'error.light' : 'text.disabled' }} />
        <Typography color="text.secondary">{text}</Typography>
      </Stack>
    </GridOverlay>
  )
}
