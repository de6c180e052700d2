import type { DashboardObligation } from '@kheyr/contracts/obligations'
import { jalaliOf } from '@kheyr/contracts/periods'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DownloadOutlined from '@mui/icons-material/DownloadOutlined'
import {
  Button,
  Chip,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '#components/page-header.tsx'
import { EmptyState, LoadError } from '#components/query-states.tsx'
import { useFormat } from '#lib/format.ts'
import { useCan } from '#lib/session/user.ts'
import { dashboardObligationsQuery, obligationsExportUrl } from '../api/obligations.ts'
import { ObligationDialog } from '../components/obligation-dialog.tsx'
import { YearRatesDialog } from '../components/year-rates-dialog.tsx'

/** How many years back staff may enter rates from the dashboard (a charity new to Kheyr, a fix). */
const PAST_YEARS = 5

/** The years staff reach from the dashboard, newest first: next year back to PAST_YEARS ago. */
const yearsInReach = (thisYear: number) =>
  Array.from({ length: PAST_YEARS + 2 }, (_, i) => thisYear + 1 - i)

/** One obligation: its years of rates (newest first) and the ways to enter one. */
function ObligationCard({
  obligation,
  thisYear,
  mayEdit,
  onEdit,
  onEditObligation,
}: {
  obligation: DashboardObligation
  thisYear: number
  mayEdit: boolean
  /** Opens a year's dialog; `years` to choose the year from among them, starting at `year`. */
  onEdit: (year: number, years?: number[]) => void
  /** Opens the obligation's own dialog (name, unit, order); absent without the permission. */
  onEditObligation?: () => void
}) {
  const { t } = useTranslation('obligations')
  const { money, digits, date } = useFormat()
  const headingId = useId()
  const has = new Set(obligation.years.map((y) => y.year))
  // This year first, then next year's (entered before it starts).
  const missing = [thisYear, thisYear + 1].find((y) => !has.has(y))
  // Any other year in reach not entered yet.
  const others = yearsInReach(thisYear).filter((y) => !has.has(y))
  const another = others.find((y) => y !== missing)
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={headingId} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {obligation.title}{' '}
          <Typography component="span" color="text.secondary">
            ({t(`dashboard.unitPer.${obligation.unit}`)})
          </Typography>
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {onEditObligation && (
            <Button
              variant="outlined"
              size="small"
              onClick={onEditObligation}
              aria-label={t('dashboard.obligation.editLabel', { title: obligation.title })}
            >
              {t('dashboard.obligation.editAction')}
            </Button>
          )}
          {mayEdit && missing !== undefined && (
            <Button variant="contained" size="small" onClick={() => onEdit(missing)}>
              {t('dashboard.enterYear', { year: digits(missing) })}
            </Button>
          )}
          {mayEdit && another !== undefined && (
            <Button variant="outlined" size="small" onClick={() => onEdit(another, others)}>
              {t('dashboard.newYear')}
            </Button>
          )}
        </Stack>
      </Stack>
      {obligation.years.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('dashboard.noYears')}
        </Typography>
      ) : (
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboard.year')}</TableCell>
              <TableCell>{t('dashboard.rates')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('dashboard.source')}
              </TableCell>
              {mayEdit && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {obligation.years.map((y) => (
              <TableRow key={y.year}>
                <TableCell sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {digits(y.year)}
                  {y.demo && (
                    <Chip
                      size="small"
                      color="warning"
                      label={t('dashboard.demoChip')}
                      sx={{ marginInlineStart: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>
                  {y.rates.map((r) => (
                    <div key={r.staple}>
                      {r.staple}: {money(r.amount)}
                    </div>
                  ))}
                  {y.deadline && (
                    <Typography variant="body2" color="text.secondary">
                      {t('dashboard.deadline')}: {date(y.deadline, 'datetime')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {y.source_office}
                </TableCell>
                {mayEdit && (
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => onEdit(y.year)}
                      aria-label={`${t('dashboard.editYear')} ${obligation.title} ${digits(y.year)}`}
                    >
                      {t('dashboard.editYear')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  )
}

/** The advisor's list of a year's payments, as CSV or XLSX (for staff who see reports). */
function AdvisorExport({ thisYear }: { thisYear: number }) {
  const { t } = useTranslation('obligations')
  const { digits } = useFormat()
  const [year, setYear] = useState(thisYear)
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700, mb: 2 }}>
        {t('dashboard.export')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.exportYear')}
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {yearsInReach(thisYear).map((y) => (
            <MenuItem key={y} value={y}>
              {digits(y)}
            </MenuItem>
          ))}
        </TextField>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            startIcon={<DownloadOutlined />}
            href={obligationsExportUrl(year, format)}
            download
          >
            {t(`dashboard.download.${format}`)}
          </Button>
        ))}
      </Stack>
    </Paper>
  )
}

/**
 * The obligations' rates per Jalali year and staple (`charity-price`), and the religious
 * advisor's list of what was paid (`reports.view`).
 */
export default function DashboardObligationsPage() {
  const { t } = useTranslation('obligations')
  const { digits } = useFormat()
  const can = useCan()
  const list = useQuery(dashboardObligationsQuery)
  const [editing, setEditing] = useState<{
    obligation: DashboardObligation
    year: number
    years?: number[]
  } | null>(null)
  /** The obligation dialog: null to add one, a row to edit it, undefined when closed. */
  const [obligationRow, setObligationRow] = useState<DashboardObligation | null | undefined>()
  const thisYear = jalaliOf(new Date()).year
  const mayEdit = can('charity-price.update')
  return (
    <Stack spacing={2}>
      <PageHeader
        title={t('common:titles.dashboard-obligations')}
        action={
          can('charity-price.create') && (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setObligationRow(null)}
            >
              {t('dashboard.obligation.add')}
            </Button>
          )
        }
      />
      <Typography color="text.secondary" sx={{ lineHeight: 2 }}>
        {t('dashboard.intro', { years: digits(PAST_YEARS) })}
      </Typography>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Stack spacing={2} aria-busy="true">
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      ) : list.data.length === 0 ? (
        <EmptyState title={t('dashboard.empty')} />
      ) : (
        list.data.map((o) => (
          <ObligationCard
            key={o.id}
            obligation={o}
            thisYear={thisYear}
            mayEdit={mayEdit}
            onEdit={(year, years) => setEditing({ obligation: o, year, years })}
            onEditObligation={mayEdit ? () => setObligationRow(o) : undefined}
          />
        ))
      )}
      {can('reports.view') && <AdvisorExport thisYear={thisYear} />}
      {obligationRow !== undefined && (
        <ObligationDialog row={obligationRow} onClose={() => setObligationRow(undefined)} />
      )}
      {editing && (
        <YearRatesDialog
          obligation={editing.obligation}
          year={editing.year}
          years={editing.years}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  )
}
