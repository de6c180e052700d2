import { Stack, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'
import { NS } from './chest-labels.ts'

/** Two lines in a table cell, each ending in an ellipsis instead of running into the next cell. */
export function TwoLines({ primary, secondary }: { primary: ReactNode; secondary: string }) {
  return (
    <Stack sx={{ minWidth: 0, py: 0.5 }}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 700 }}>
        {primary}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap title={secondary}>
        {secondary}
      </Typography>
    </Stack>
  )
}

/** A box in a table: its code (or "code pending"), and who owns it or what it is. */
export function BoxCell({ code, secondary }: { code: string | null; secondary: string }) {
  const { t } = useTranslation(NS)
  const format = useFormat()
  return (
    <TwoLines
      primary={code ? <Ltr>{format.code(code)}</Ltr> : t('mine.noCode')}
      secondary={secondary}
    />
  )
}

/** One line that ends in an ellipsis instead of running into the next cell. */
export function CellText({ children }: { children: string }) {
  return (
    <Typography variant="body2" noWrap title={children} sx={{ minWidth: 0 }}>
      {children}
    </Typography>
  )
}
