import { resolveFlagInput, type TransactionFlag } from '@kheyr/contracts/payments'
import { Alert, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useResolveFlag } from '../api/transactions.ts'

/** Closes a flagged payment after a person settled it at the bank (refund or credit), with a note. */
export function ResolveFlagDialog({
  transaction,
  onClose,
}: {
  transaction: { id: number; flag: TransactionFlag }
  onClose: () => void
}) {
  const { t } = useTranslation('payments')
  const resolve = useResolveFlag()
  const { form, handleSubmit } = useApiForm(resolveFlagInput, { defaultValues: { note: '' } })
  const submit = handleSubmit(async (values) => {
    await resolve.mutateAsync({ id: transaction.id, ...values })
    toast.success(t('flagResolved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('resolveTitle', { id: transaction.id })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('resolve')}
    >
      <Stack spacing={2}>
        <Alert severity="warning">{t(`flags.${transaction.flag}`)}</Alert>
        <FormTextField
          control={form.control}
          name="note"
          label={t('resolveNote')}
          helperText={t('resolveNoteHint')}
          multiline
          minRows={3}
          autoFocus
          required
        />
      </Stack>
    </FormDialog>
  )
}
