import { assignDischargeInput, type DashboardDischarge } from '@kheyr/contracts/chests'
import { MenuItem, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { dayOf } from '#lib/days.ts'
import { toast } from '#lib/toasts.ts'
import { collectorsQuery, useAssignDischarge } from '../api/chest-discharges.ts'
import { NS, useChestLabels } from './chest-labels.ts'

/** Sending a collector on a day; the owner is told by notification and text. */
export function AssignDialog({
  discharge: d,
  onClose,
}: {
  discharge: DashboardDischarge
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const labels = useChestLabels()
  const collectors = useQuery(collectorsQuery)
  const assign = useAssignDischarge()
  const { form, handleSubmit } = useApiForm(assignDischargeInput, {
    defaultValues: {
      collector_id: d.collector?.id ?? '',
      date: d.scheduled_for ?? dayOf(new Date()),
    },
  })
  const submit = handleSubmit(async (input) => {
    await assign.mutateAsync({ id: d.id, input })
    toast.success(t('staff.assigned'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('staff.assignTitle', { code: d.chest.code ?? '' })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('staff.assign')}
    >
      <Stack spacing={2.5}>
        <Typography color="text.secondary">
          {d.chest.address} · {t('staff.prefers', { days: labels.days(d.preferred_days) })}
        </Typography>
        <FormSelectField
          control={form.control}
          name="collector_id"
          label={t('fields.collector')}
          required
          fullWidth
          helperText={collectors.data?.length === 0 ? t('staff.noCollectors') : undefined}
        >
          {(collectors.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormDateField control={form.control} name="date" label={t('fields.day')} required />
      </Stack>
    </FormDialog>
  )
}
