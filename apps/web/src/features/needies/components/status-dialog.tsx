import { needyStatusInput, type Needy } from '@kheyr/contracts/needies'
import { Alert, Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useProposeStatus } from '../api/needies.ts'
import { EnumSelect } from './enum-select.tsx'
import { useNeedyOptions } from './use-needy-options.ts'

/** The status form: the priority, and a final status proposed for the next visit to decide. */
export function StatusDialog({ needy, onClose }: { needy: Needy; onClose: () => void }) {
  const { t } = useTranslation('needies')
  const { options } = useNeedyOptions()
  const propose = useProposeStatus(needy.id)
  const { form, handleSubmit } = useApiForm(needyStatusInput, {
    defaultValues: {
      priority: needy.priority,
      final_status: needy.proposed_final_status ?? needy.final_status,
    },
  })
  const submit = handleSubmit(async (values) => {
    await propose.mutateAsync(values)
    toast.success(t('status.saved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('status.title')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      maxWidth="xs"
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <Alert severity="info">{t('status.hint')}</Alert>
        </Grid>
        <Grid size={12}>
          <EnumSelect
            control={form.control}
            name="priority"
            label={t('fields.priority')}
            options={options.priority}
            autoFocus
          />
        </Grid>
        <Grid size={12}>
          <EnumSelect
            control={form.control}
            name="final_status"
            label={t('fields.proposedStatus')}
            options={options.finalStatus}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
