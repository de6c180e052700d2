import { campaignReportInput, type DashboardCampaignReport } from '@kheyr/contracts/campaigns'
import { Grid } from '@mui/material'
import { useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { LazyRichTextEditor } from '#components/rich-text/lazy-rich-text-editor.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { dayOf } from '#lib/days.ts'
import { useFormat } from '#lib/format.ts'
import { CAMPAIGN_REPORTS, useSaveReport } from '../api/campaign-reports.ts'
import { MediaListField, type PickedMedia } from './media-list-field.tsx'
import { NS } from './use-campaign-texts.ts'

/** A report's form; its photos, video or audio are kept as picked and saved as their ids. */
function useReportForm(
  campaignId: number,
  report: DashboardCampaignReport | null,
  onClose: () => void,
) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const save = useSaveReport(report?.id ?? null)
  const [media, setMedia] = useState<PickedMedia[]>(report?.media ?? [])
  const resourceForm = useResourceForm(campaignReportInput, {
    resource: CAMPAIGN_REPORTS,
    record: report,
    save: save.mutateAsync,
    savedMessage: t('reportForm.saved'),
    onSaved: onClose,
    defaultValues: {
      campaign_id: campaignId,
      title: report?.title ?? '',
      body: report?.body ?? '',
      reported_on: report?.reported_on ?? dayOf(new Date()),
      amount_spent: report?.amount_spent === null || !report ? '' : number(report.amount_spent),
      media_ids: report?.media.map((m) => m.id) ?? [],
    },
  })
  const changeMedia = (next: PickedMedia[]) => {
    setMedia(next)
    resourceForm.form.setValue(
      'media_ids',
      next.map((m) => m.id),
      { shouldDirty: true },
    )
  }
  return { ...resourceForm, media, changeMedia }
}

/** Writes a report: what was done, when, what it cost, and its photos, video or audio. */
export function ReportFormDialog({
  campaignId,
  report,
  onClose,
}: {
  campaignId: number
  report: DashboardCampaignReport | null
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { form, validateLive, submit, submitting, media, changeMedia } = useReportForm(
    campaignId,
    report,
    onClose,
  )
  const mediaError = form.formState.errors.media_ids?.message
  return (
    <FormDialog
      open
      maxWidth="md"
      title={report ? t('reportForm.editTitle') : t('reportForm.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            control={form.control}
            name="title"
            label={t('reportForm.title')}
            autoFocus
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="reported_on"
            label={t('reportForm.date')}
            clearable={false}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <AmountField
            control={form.control}
            name="amount_spent"
            label={t('reportForm.amountSpent')}
            helperText={t('reportForm.amountSpentHint')}
            fullWidth
            onBlurField={validateLive}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <LazyRichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                label={t('reportForm.body')}
                error={fieldState.error ? translateValidation(fieldState.error.message) : null}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <MediaListField
            value={media}
            onChange={changeMedia}
            error={mediaError ? translateValidation(mediaError) : null}
          />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
