import { refundInput, type RefundCase } from '@kheyr/contracts/reports'
import { todayInTehran } from '@kheyr/contracts/validation'
import { Alert, Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { useConfirm } from '#components/data-table/confirm-dialog.tsx'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { tehranDayOf } from '#lib/days.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useRecordRefund } from '../api/refunds.ts'

/**
 * Writes down that a duplicate payment was given back at the bank's panel: the bank's reference,
 * the day and a note; asks once more before recording, since a refund is not taken back.
 */
export function RefundDialog({ payment, onClose }: { payment: RefundCase; onClose: () => void }) {
  const { t } = useTranslation('reports')
  const { money, digits } = useFormat()
  const confirm = useConfirm()
  const record = useRecordRefund()
  const payer = payment.payer.name ?? payment.payer.mobile ?? t('guest')
  const { form, handleSubmit } = useApiForm(refundInput, {
    defaultValues: { reference: '', refunded_on: todayInTehran(), note: '' },
    live: { method: 'POST', path: `/dashboard/refunds/${payment.id}` },
  })
  const submit = handleSubmit(async (values) => {
    const sure = await confirm(t('refund.confirm', { amount: money(payment.amount), payer }), {
      title: t('refund.confirmTitle'),
      confirmLabel: t('refund.record'),
    })
    if (!sure) return
    await record.mutateAsync({ id: payment.id, ...values })
    toast.success(t('refund.recorded'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('refund.title', { id: digits(payment.id) })}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting}
      submitLabel={t('refund.record')}
    >
      <Stack spacing={2}>
        <Alert severity="info">{t('refund.hint', { amount: money(payment.amount), payer })}</Alert>
        <FormTextField
          control={form.control}
          name="reference"
          label={t('refund.reference')}
          helperText={t('refund.referenceHint')}
          required
          autoFocus
        />
        <FormDateField
          control={form.control}
          name="refunded_on"
          label={t('refund.day')}
          disableFuture
          minDay={tehranDayOf(payment.paid_at)}
          required
        />
        <FormTextField
          control={form.control}
          name="note"
          label={t('refund.note')}
          multiline
          minRows={2}
        />
      </Stack>
    </FormDialog>
  )
}
