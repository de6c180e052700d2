import { campaignInput, type DashboardCampaign } from '@kheyr/contracts/campaigns'
import { Grid } from '@mui/material'
import { useEffect } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { AmountField } from '#components/form/amount-field.tsx'
import { FormDateField } from '#components/form/form-date-field.tsx'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { FormImageField } from '#components/image-field/image-field.tsx'
import { LazyRichTextEditor } from '#components/rich-text/lazy-rich-text-editor.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { dayOf, tehranDayOf } from '#lib/days.ts'
import { useFormat } from '#lib/format.ts'
import { paths } from '#lib/paths.ts'
import { CAMPAIGNS, useSaveCampaign } from '../api/dashboard-campaigns.ts'
import { AmountsField } from '#components/form/amounts-field.tsx'
import { slugify } from './campaign-values.ts'
import { NS } from './use-campaign-texts.ts'

/** The form of a new campaign (`null`) or of one to edit; a new one's address follows its title. */
function useCampaignForm(campaign: DashboardCampaign | null, onClose: () => void) {
  const { t } = useTranslation(NS)
  const { number } = useFormat()
  const save = useSaveCampaign(campaign?.id ?? null)
  const resourceForm = useResourceForm(campaignInput, {
    resource: CAMPAIGNS,
    record: campaign,
    save: save.mutateAsync,
    savedMessage: t('form.saved'),
    onSaved: onClose,
    defaultValues: {
      title: campaign?.title ?? '',
      slug: campaign?.slug ?? '',
      summary: campaign?.summary ?? '',
      description: campaign?.description ?? '',
      cover: campaign?.cover
        ? { url: campaign.cover.url, media_id: campaign.cover.media_id }
        : null,
      // Amounts as people read them (Persian digits, separators); the schema reads any form.
      goal: campaign ? number(campaign.goal) : '',
      min_amount: number(campaign?.min_amount ?? 10000),
      suggested_amounts: campaign?.suggested_amounts ?? [],
      starts_at: campaign ? tehranDayOf(campaign.starts_at) : dayOf(new Date()),
      ends_at: campaign ? tehranDayOf(campaign.ends_at) : '',
      stop_at_goal: campaign?.stop_at_goal ?? false,
      featured: campaign?.featured ?? false,
      published: campaign?.published ?? false,
    },
  })
  const { form } = resourceForm
  const title = form.watch('title')
  useEffect(() => {
    if (!campaign && !form.getFieldState('slug').isDirty)
      form.setValue('slug', slugify(title ?? ''))
  }, [campaign, form, title])
  return resourceForm
}

type CampaignForm = ReturnType<typeof useCampaignForm>

/** The title, its address, the summary and the cover. */
function AboutFields({ form, validateLive }: Pick<CampaignForm, 'form' | 'validateLive'>) {
  const { t } = useTranslation(NS)
  const slug = form.watch('slug')
  return (
    <>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="title"
          label={t('form.title')}
          autoFocus
          onBlurField={validateLive}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="slug"
          label={t('form.slug')}
          helperText={t('form.slugHint', { example: paths.campaign.show(slug || '…') })}
          onBlurField={validateLive}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="summary"
          label={t('form.summary')}
          helperText={t('form.summaryHint')}
          multiline
          minRows={2}
          onBlurField={validateLive}
        />
      </Grid>
      <Grid size={12}>
        <FormImageField
          control={form.control}
          name="cover"
          label={t('form.cover')}
          helperText={t('form.coverHint')}
        />
      </Grid>
    </>
  )
}

/** The goal, the least gift, the amounts suggested to givers, and the dates it runs. */
function MoneyAndDates({ form, validateLive }: Pick<CampaignForm, 'form' | 'validateLive'>) {
  const { t } = useTranslation(NS)
  const startsAt = form.watch('starts_at')
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField
          control={form.control}
          name="goal"
          label={t('form.goal')}
          fullWidth
          onBlurField={validateLive}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <AmountField
          control={form.control}
          name="min_amount"
          label={t('form.minAmount')}
          fullWidth
          onBlurField={validateLive}
        />
      </Grid>
      <Grid size={12}>
        <AmountsField control={form.control} name="suggested_amounts" label={t('form.suggested')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          control={form.control}
          name="starts_at"
          label={t('form.startsAt')}
          clearable={false}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormDateField
          control={form.control}
          name="ends_at"
          label={t('form.endsAt')}
          helperText={t('form.endsAtHint')}
          minDay={startsAt}
          clearable
        />
      </Grid>
    </>
  )
}

/** Creates or edits a campaign: its texts, cover, money rules, dates and whether it shows. */
export function CampaignFormDialog({
  campaign,
  onClose,
}: {
  campaign: DashboardCampaign | null
  onClose: () => void
}) {
  const { t } = useTranslation(NS)
  const { form, validateLive, submit, submitting } = useCampaignForm(campaign, onClose)
  return (
    <FormDialog
      open
      maxWidth="md"
      title={campaign ? t('form.editTitle', { title: campaign.title }) : t('form.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
    >
      <Grid container spacing={2}>
        <AboutFields form={form} validateLive={validateLive} />
        <MoneyAndDates form={form} validateLive={validateLive} />
        <Grid size={12}>
          <Controller
            control={form.control}
            name="description"
            render={({ field, fieldState }) => (
              <LazyRichTextEditor
                value={field.value ?? ''}
                onChange={field.onChange}
                label={t('form.description')}
                error={fieldState.error ? translateValidation(fieldState.error.message) : null}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SwitchField
            control={form.control}
            name="stop_at_goal"
            label={t('form.stopAtGoal')}
            hint={t('form.stopAtGoalHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SwitchField
            control={form.control}
            name="featured"
            label={t('form.featured')}
            hint={t('form.featuredHint')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <SwitchField control={form.control} name="published" label={t('form.published')} />
        </Grid>
      </Grid>
    </FormDialog>
  )
}
