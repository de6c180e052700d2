import { toLatinDigits } from '@kheyr/contracts/digits'
import { jalaliOf } from '@kheyr/contracts/periods'
import { STATEMENT_YEARS } from '@kheyr/contracts/receipts'
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined'
import PrintOutlined from '@mui/icons-material/PrintOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import {
  Button,
  Container,
  GlobalStyles,
  MenuItem,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '#components/page-header.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { useFormat } from '#lib/format.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useUser } from '#lib/session/user.ts'
import { statementPdfUrl, statementQuery } from '../api/statement.ts'
import { SHEET_CLASS, StatementSheet } from '../components/statement-sheet.tsx'

/** Printing shows the statement alone: the site's header, footer and this page's tools stay off. */
function StatementPrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@page': { size: 'A4', margin: '14mm' },
        '@media print': {
          'html, body': { background: '#fff !important' },
          'body *': { visibility: 'hidden' },
          [`.${SHEET_CLASS}, .${SHEET_CLASS} *`]: { visibility: 'visible' },
          [`.${SHEET_CLASS}`]: { position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
        },
      }}
    />
  )
}

/** The Jalali year in the address (`?year=1405`, Persian digits too), this year otherwise. */
function useYear(current: number) {
  const [params, setParams] = useSearchParams()
  const asked = Number(toLatinDigits(params.get('year') ?? ''))
  const year =
    Number.isInteger(asked) && asked >= STATEMENT_YEARS.min && asked <= current ? asked : current
  const setYear = (next: number) =>
    setParams(
      (p) => {
        p.set('year', String(next))
        return p
      },
      { replace: true },
    )
  return [year, setYear] as const
}

/**
 * A donor's yearly statement: pick a Jalali year, see everything given in it, download the PDF
 * or print the page.
 */
export default function StatementPage() {
  const { t } = useTranslation('receipts')
  usePageTitle(t('common:titles.profile-statement'))
  const { lang, digits } = useFormat()
  const user = useUser()
  const current = jalaliOf(new Date()).year
  const [year, setYear] = useYear(current)
  const statement = useQuery({ ...statementQuery(year), placeholderData: keepPreviousData })
  const first = Math.min(statement.data?.first_year ?? current, year)
  const years = Array.from({ length: current - first + 1 }, (_, i) => current - i)

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <StatementPrintStyles />
      <PageHeader title={t('common:titles.profile-statement')} sx={{ mb: 1 }} />
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {t('intro')}
      </Typography>
      <Stack
        direction="row"
        sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 3 }}
        role="group"
        aria-label={t('tools')}
      >
        <TextField
          select
          fullWidth={false}
          size="small"
          label={t('year')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ width: 130 }}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {digits(y)}
            </MenuItem>
          ))}
        </TextField>
        <Button
          component="a"
          href={statementPdfUrl(year, lang)}
          download={`statement-${year}.pdf`}
          variant="contained"
          startIcon={<PictureAsPdfOutlined />}
        >
          {t('download')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={!statement.data}
        >
          {t('print')}
        </Button>
      </Stack>

      {statement.isPending && (
        <Skeleton variant="rounded" height={320} role="status" aria-label={t('loading')} />
      )}
      {statement.isError && (
        <LoadError error={statement.error} onRetry={() => void statement.refetch()} />
      )}
      {statement.data && (
        <StatementSheet
          statement={statement.data}
          donor={user ? `${user.name} (${digits(user.mobile)})` : ''}
          empty={
            <EmptyState
              icon={ReceiptLongOutlined}
              title={t('empty')}
              hint={t('emptyHint')}
              action={
                <Button component={Link} to={paths.charity.overview} variant="contained">
                  {t('giveNow')}
                </Button>
              }
            />
          }
        />
      )}
    </Container>
  )
}
