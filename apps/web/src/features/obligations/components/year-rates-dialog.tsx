import {
  obligationYearInput,
  type DashboardObligation,
  type ObligationYear,
} from '@kheyr/contracts/obligations'
import { toLatinDigits } from '@kheyr/contracts/digits'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useSaveObligationYear } from '../api/obligations.ts'

/** The deadline as staff read it in Tehran: a day and a time (`HH:MM`). */
function deadlineParts(iso: string | null) {
  if (!iso) return { day: '', time: '' }
  const tehran = new Date(new Date(iso).getTime() + 210 * 60 * 1000).toISOString()
  return { day: tehran.slice(0, 10), time: tehran.slice(11, 16) }
}

/** A Tehran day and time as the moment the server keeps (Iran keeps +03:30). */
const deadlineOf = (day: string, time: string) =>
  day ? `${day}T${toLatinDigits(time || '23:59')}:00+03:30` : ''

/**
 * A year's rates of an obligation: its staples and rates, who announced them, the days it is
 * offered, and for a deadline the note late payers read. Opens filled with the year's saved
 * rates, or the latest year's for a new one. With `years` (years not entered yet), the year is
 * chosen among them, starting at `year`.
 */
export function YearRatesDialog({
  obligation,
  year: firstYear,
  years,
  onClose,
}: {
  obligation: DashboardObligation
  year: number
  years?: readonly number[]
  onClose: () => void
}) {
  const { t } = useTranslation('obligations')
  const { digits } = useFormat()
  const [year, setYear] = useState(firstYear)
  const save = useSaveObligationYear(obligation.id, year)
  const saved: ObligationYear | undefined =
    obligation.years.find((y) => y.year === year) ?? obligation.years[0]
  const exact = saved?.year === year
  const deadline = deadlineParts(exact ? (saved?.deadline ?? null) : null)
  // The deadline's day on the Jalali picker, kept apart: the server takes one moment.
  const deadlineForm = useForm({ defaultValues: { day: deadline.day } })
  const [deadlineTime, setDeadlineTime] = useState(deadline.time)
  const { form, handleSubmit } = useApiForm(obligationYearInput, {
    defaultValues: {
      source_office: saved?.source_office ?? '',
      source_url: saved?.source_url ?? '',
      offered_from: exact ? (saved?.offered_from ?? '') : '',
      offered_to: exact ? (saved?.offered_to ?? '') : '',
      deadline: '',
      late_note: saved?.late_note ?? '',
      rates: saved?.rates.map((r) => ({ staple: r.staple, amount: String(r.amount) })) ?? [
        { staple: t('dashboard.wheat'), amount: '' },
        { staple: t('dashboard.rice'), amount: '' },
      ],
    },
  })
  const rates = useFieldArray({ control: form.control, name: 'rates' })
  const send = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('dashboard.saved', { year: digits(year) }))
    onClose()
  })
  const submit = (event: React.FormEvent) => {
    form.setValue('deadline', deadlineOf(deadlineForm.getValues('day') ?? '', deadlineTime))
    return send(event)
  }
  const deadlineError = form.formState.errors.deadline?.message
  return (
    <FormDialog
      open
      title={t('dashboard.dialogTitle', { title: obligation.title, year: digits(year) })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
    >
      <Stack spacing={2}>
        {years && (
          <TextField
            select
            label={t('dashboard.yearField')}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            sx={{ maxWidth: 200 }}
          >
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {digits(y)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {t('dashboard.rates')} ({t(`dashboard.unitPer.${obligation.unit}`)})
        </Typography>
        {rates.fields.map((field, index) => (
          <Stack key={field.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <FormTextField
              control={form.control}
              name={`rates.${index}.staple`}
              label={t('dashboard.staple')}
              freeText
              required
            />
            <FormTextField
              control={form.control}
              name={`rates.${index}.amount`}
              label={t('dashboard.amount')}
              ltr
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <IconButton
              onClick={() => rates.remove(index)}
              disabled={rates.fields.length === 1}
              aria-label={t('dashboard.removeStaple', {
                staple: form.getValues(`rates.${index}.staple`) || digits(index + 1),
              })}
              sx={{ mt: 1 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        ))}
        <div>
          <Button
            onClick={() => rates.append({ staple: '', amount: '' })}
            disabled={rates.fields.length >= 8}
          >
            {t('dashboard.addStaple')}
          </Button>
        </div>
        <FormTextField
          control={form.control}
          name="source_office"
          label={t('dashboard.sourceOffice')}
          helperText={t('dashboard.sourceOfficeHint')}
          freeText
          required
        />
        <FormTextField
          control={form.control}
          name="source_url"
          label={t('dashboard.sourceUrl')}
          ltr
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <FormDateField
            control={form.control}
            name="offered_from"
            label={t('dashboard.offeredFrom')}
          />
          <FormDateField
            control={form.control}
            name="offered_to"
            label={t('dashboard.offeredTo')}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.offeredHint')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <FormDateField
            control={deadlineForm.control}
            name="day"
            label={t('dashboard.deadlineField')}
            helperText={deadlineError ? translateValidation(deadlineError) : undefined}
          />
          <TextField
            type="time"
            label={t('dashboard.deadline')}
            value={deadlineTime}
            onChange={(e) => setDeadlineTime(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
            fullWidth
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.deadlineHint')}
        </Typography>
        <FormTextField
          control={form.control}
          name="late_note"
          label={t('dashboard.lateNoteField')}
          freeText
          multiline
          minRows={2}
        />
      </Stack>
    </FormDialog>
  )
}
