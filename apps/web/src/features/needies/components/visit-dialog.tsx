import { todayInTehran } from '@kheyr/contracts/validation'
import { visitInput, type Needy, type NeedyAttachment } from '@kheyr/contracts/needies'
import { Grid } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { researchersQuery } from '../api/needies.ts'
import { useRecordVisit } from '../api/visits.ts'
import { AttachmentsField } from './attachments-field.tsx'
import { EnumSelect } from './enum-select.tsx'
import { useNeedyOptions } from './use-needy-options.ts'

/**
 * Records a visit: the day, what was seen, files, and the final status that follows (it becomes
 * the person's final status). Registry staff may record it for another researcher.
 */
export function VisitDialog({
  needy,
  chooseResearcher,
  onClose,
}: {
  needy: Needy
  /** Registry staff pick the researcher; a researcher records their own visit. */
  chooseResearcher: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('needies')
  const { options } = useNeedyOptions()
  const record = useRecordVisit(needy.id)
  const researchers = useQuery({ ...researchersQuery, enabled: chooseResearcher })
  const [files, setFiles] = useState<NeedyAttachment[]>([])
  const [uploading, setUploading] = useState(false)
  const { form, handleSubmit } = useApiForm(visitInput, {
    defaultValues: {
      visited_at: todayInTehran(),
      researcher_id: needy.researcher_id ?? '',
      report: '',
      final_status: needy.proposed_final_status ?? needy.final_status,
      attachment_ids: [],
    },
  })
  const submit = handleSubmit(async (values) => {
    if (uploading) {
      toast.error(t('attachments.waitUploads'))
      return
    }
    await record.mutateAsync({ ...values, attachment_ids: files.map((f) => f.id) })
    toast.success(t('visits.saved'))
    onClose()
  })
  return (
    <FormDialog
      open
      title={t('visits.dialogTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.formState.isSubmitting || uploading}
      maxWidth="md"
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="visited_at"
            label={t('visits.visitedAt')}
            disableFuture
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <EnumSelect
            control={form.control}
            name="final_status"
            label={t('visits.finalStatus')}
            options={options.finalStatus}
            required
          />
        </Grid>
        {chooseResearcher && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <EnumSelect
              control={form.control}
              name="researcher_id"
              label={t('visits.researcher')}
              options={(researchers.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              emptyLabel={t('visits.me')}
            />
          </Grid>
        )}
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="report"
            label={t('visits.report')}
            helperText={t('visits.reportHint')}
            multiline
            minRows={4}
            required
            fullWidth
          />
        </Grid>
        <Grid size={12}>
          <AttachmentsField
            target="needy-visits"
            value={files}
            onChange={setFiles}
            onBusyChange={setUploading}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
