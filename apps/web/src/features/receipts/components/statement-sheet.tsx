import type { Statement } from '@kheyr/contracts/receipts'
import {
  Box,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import siteLogo from '#assets/logo.svg'
import { Ltr } from '#components/ltr.tsx'
import { useFormat } from '#lib/format.ts'

/** The sheet's class: printing shows it alone (see `StatementPrintStyles`). */
export const SHEET_CLASS = 'statement-sheet'

/**
 * A donor's yearly statement as it is printed: the charity's letterhead, the year and the
 * donor, one row per thing paid for (Jalali date, kind, title, amount, bank reference) and the
 * total. On a phone the rows become a list; on paper and wider screens, a table.
 */
export function StatementSheet({
  statement,
  donor,
  empty,
}: {
  statement: Statement
  donor: string
  /** What to show (and offer) when the year has no payments. */
  empty: React.ReactNode
}) {
  const { t } = useTranslation('receipts')
  const { money, date, digits, number, code } = useFormat()
  const entries = statement.entries
  const reference = (value: string | null) => (value ? <Ltr>{code(value)}</Ltr> : '-')
  return (
    <Box
      component="article"
      className={SHEET_CLASS}
      aria-labelledby="statement-title"
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: { xs: 2, sm: 4 },
        '@media print': { border: 0, borderRadius: 0, p: 0 },
      }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', mb: 2 }}>
        <Box
          component="img"
          src={statement.charity.logo ?? siteLogo}
          alt=""
          sx={{ width: 56, height: 56, objectFit: 'contain', flexShrink: 0 }}
        />
        <div>
          <Typography component="p" sx={{ fontSize: 20, fontWeight: 800 }}>
            {statement.charity.name}
          </Typography>
          <Typography
            id="statement-title"
            component="h2"
            sx={{ fontSize: 17, fontWeight: 700, color: 'primary.dark' }}
          >
            {t('title')} · {t('yearOf', { year: digits(statement.year) })}
          </Typography>
        </div>
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', gap: 0.5, mb: 2 }}
      >
        <Typography variant="body2">{t('donor', { name: donor })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('issued', { date: date(new Date()) })}
        </Typography>
      </Stack>
      <Divider />

      {entries.length === 0 ? (
        empty
      ) : (
        <>
          {/* Phones: one line per payment, its details under it. */}
          <Box
            component="ol"
            sx={{
              display: { xs: 'block', sm: 'none' },
              listStyle: 'none',
              p: 0,
              m: 0,
              '@media print': { display: 'none' },
            }}
          >
            {entries.map((entry, n) => (
              <Box
                component="li"
                key={`${entry.bill_id}-${n}`}
                sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
              >
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1.5 }}>
                  <Typography sx={{ fontWeight: 600, minWidth: 0 }}>{entry.title}</Typography>
                  <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    {money(entry.amount)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {date(entry.paid_at, 'short')} · {t(`kinds.${entry.kind}`)} · {t('reference')}:{' '}
                  {reference(entry.reference)}
                </Typography>
              </Box>
            ))}
          </Box>
          {/* Wider screens and paper: the table. */}
          <Table
            size="small"
            aria-labelledby="statement-title"
            sx={{
              display: { xs: 'none', sm: 'table' },
              '@media print': { display: 'table' },
              '& th': { fontWeight: 700 },
              '& tfoot td': { fontSize: '0.875rem', fontWeight: 700, color: 'text.primary' },
            }}
          >
            <TableHead>
              <TableRow>
                <TableCell>{t('row')}</TableCell>
                <TableCell>{t('date')}</TableCell>
                <TableCell>{t('kind')}</TableCell>
                <TableCell>{t('item')}</TableCell>
                <TableCell>{t('amount')}</TableCell>
                <TableCell>{t('reference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry, n) => (
                <TableRow key={`${entry.bill_id}-${n}`}>
                  <TableCell>{number(n + 1)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {date(entry.paid_at, 'short')}
                  </TableCell>
                  <TableCell>{t(`kinds.${entry.kind}`)}</TableCell>
                  <TableCell>{entry.title}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{money(entry.amount)}</TableCell>
                  <TableCell>{reference(entry.reference)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={4}>
                  {t('total')} ({t('count', { n: number(entries.length) })})
                </TableCell>
                <TableCell colSpan={2}>{money(statement.total)}</TableCell>
              </TableRow>
            </TableFooter>
          </Table>
          <Typography sx={{ fontWeight: 800, fontSize: 18, mt: 2 }}>
            {t('total')}: {money(statement.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('count', { n: number(entries.length) })} · {t('thanks')}
          </Typography>
        </>
      )}
    </Box>
  )
}
