import {
  CHEST_OUTCOMES,
  recordDischargeInput,
  type DashboardDischarge,
} from '@kheyr/contracts/chests'
import { parseAmount } from '@kheyr/contracts/money'
import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useRecordDischarge } from '../api/chest-discharges.ts'
import { NS } from './chest-labels.ts'

/**
 * What the visit found: the money counted (recorded as cash received, in the owner's name) or
 * why nothing was. Full screen on a phone, big targets, the amount read back in words.
 */
export function RecordDialog({
  discharge: d,
  onClose,
}: {
  discharge: DashboardDischarge
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { money } = useFormat()
  const record = useRecordDischarge()
  const { form, handleSubmit } = useApiForm(recordDischargeInput, {
    defaultValues: { outcome: 'collected', amount: '', note: '' },
  })
  const outcome = form.watch('outcome')
  const raw = form.watch('amount')
  const amount = raw === '' || raw === undefined || raw === null ? null : parseAmount(String(raw))
  const submit = handleSubmit(async (input) => {
    await record.mutateAsync({ id: d.id, input })
    toast.success(outcome === 'collected' ? t('staff.recorded') : t('staff.visitRecorded'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('staff.recordTitle', { code: d.chest.code ?? '' })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('staff.record')}
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">{d.chest.address}</Typography>
        <Controller
          control={form.control}
          name="outcome"
          render={({ field }) => (
            <FormControl>
              <FormLabel id={`outcome-${d.id}`} sx={{ mb: 0.5 }}>
                {t('fields.outcome')}
              </FormLabel>
              <RadioGroup
                aria-labelledby={`outcome-${d.id}`}
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
              >
                {CHEST_OUTCOMES.map((o) => (
                  <FormControlLabel
                    key={o}
                    value={o}
                    control={<Radio />}
                    label={t(`outcomes.${o}`)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {outcome === 'collected' && (
          <>
            <AmountField
              control={form.control}
              name="amount"
              label={t('fields.counted')}
              required
              autoFocus
            />
            {amount ? (
              <Alert severity="info">{t('staff.cashNotice', { amount: money(amount) })}</Alert>
            ) : null}
          </>
        )}
        <FormTextField
          control={form.control}
          name="note"
          label={t('fields.note')}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </FormDialog>
  )
}
