import { Box, Card, CardContent, Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'

export type RecordCardField = { key: string; label: string; value: ReactNode }

export type RecordCard = {
  id: number | string
  /** The record's name or headline figure, first on the card. */
  title: ReactNode
  /** Beside the title, e.g. a status chip. */
  aside?: ReactNode
  /** A short line under the title (date · gateway). */
  subtitle?: ReactNode
  /** The rest, as "label: value" lines. */
  fields?: RecordCardField[]
  /** Before the title, e.g. the checkbox that picks the record for a bulk action. */
  lead?: ReactNode
  /** Buttons at the foot of the card, always in reach. */
  actions?: ReactNode
  /** Marks a picked card. */
  selected?: boolean
}

/**
 * A list of records as cards, for phones, where a table's columns do not fit side by side: the
 * dashboard's lists and the user's own (my payments) both show their rows this way.
 */
export function RecordCards({ label, items }: { label: string; items: RecordCard[] }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Card
          key={item.id}
          component="li"
          variant="outlined"
          sx={{
            // A table cell's one line with «…» (an address, an owner) has room to wrap on a card.
            '& .MuiTypography-noWrap': { whiteSpace: 'normal' },
            ...(item.selected
              ? { borderColor: 'primary.main', bgcolor: 'rgba(0,169,157,0.06)' }
              : {}),
          }}
        >
          <CardContent sx={{ '&:last-child': { pb: item.actions ? 1 : 2 } }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              {item.lead}
              <Box sx={{ flex: 1, minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}>
                {item.title}
              </Box>
              {item.aside}
            </Stack>
            {item.subtitle && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {item.subtitle}
              </Typography>
            )}
            {item.fields && item.fields.length > 0 && (
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'minmax(96px, auto) 1fr',
                  columnGap: 1.5,
                  rowGap: 0.75,
                  alignItems: 'center',
                  m: 0,
                  mt: 1.25,
                  fontSize: 14,
                }}
              >
                {item.fields.map((field) => (
                  <Box key={field.key} sx={{ display: 'contents' }}>
                    <Box component="dt" sx={{ color: 'text.secondary' }}>
                      {field.label}
                    </Box>
                    <Box
                      component="dd"
                      sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', display: 'flex' }}
                    >
                      {field.value}
                    </Box>
                  </Box>
                ))}
              </Box>
            )}
            {item.actions && (
              <Stack
                direction="row"
                sx={{
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 0.5,
                  mt: 1,
                  pt: 0.5,
                  borderTop: 1,
                  borderColor: 'divider',
                }}
              >
                {item.actions}
              </Stack>
            )}
          </CardContent>
        </Card>
      ))}
    </Stack>
  )
}
