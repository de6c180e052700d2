import type { DashboardCrown } from '@kheyr/contracts/crowns'
import { Alert, Stack, TextField } from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { messageOf } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useRefundCrown } from '../api/dashboard-crowns.ts'

/**
 * Records that a paid order's money went back to the giver. The transfer itself happens at the
 * bank; payments' records stay as they are.
 */
export function RefundDialog({ crown, onClose }: { crown: DashboardCrown; onClose: () => void }) {
  const { t } = useTranslation('crowns')
  const { money } = useFormat()
  const refund = useRefundCrown()
  const [note, setNote] = useState('')
  return (
    <FormDialog
      open
      title={t('refund.title', { name: crown.deceased })}
      onClose={onClose}
      submitting={refund.isPending}
      submitLabel={t('refund.submit')}
      onSubmit={(event) => {
        event.preventDefault()
        refund.mutate(
          { id: crown.id, note },
          {
            onSuccess: () => {
              toast.success(t('refund.done'))
              onClose()
            },
            onError: (error) => toast.error(messageOf(error, t('actionFailed'))),
          },
        )
      }}
    >
      <Stack spacing={2}>
        <Alert severity="warning">{t('refund.warning', { amount: money(crown.amount) })}</Alert>
        <TextField
          label={t('refund.note')}
          helperText={t('refund.noteHint')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={2}
          autoFocus
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
      </Stack>
    </FormDialog>
  )
}
