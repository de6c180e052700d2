import { announcementInput, type Announcement } from '@kheyr/contracts/notifications'
import { Stack } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '#components/form/form-dialog.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useResourceForm } from '#components/form/use-resource-form.ts'
import { ANNOUNCEMENTS, useSaveAnnouncement } from '../api/announcements.ts'

/** Posts a site-wide announcement, or edits one; everyone sees it on the notifications page. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null
  onClose: () => void
}) {
  const { t } = useTranslation('contacts')
  const save = useSaveAnnouncement(announcement?.id)
  const { form, submit, submitting } = useResourceForm(announcementInput, {
    resource: ANNOUNCEMENTS,
    record: announcement,
    live: false,
    save: save.mutateAsync,
    savedMessage: announcement ? t('announcements.updated') : t('announcements.created'),
    onSaved: onClose,
    defaultValues: {
      title: announcement?.title ?? '',
      body: announcement?.body ?? '',
      link: announcement?.link ?? '',
    },
  })
  return (
    <FormDialog
      open
      title={announcement ? t('announcements.edit') : t('announcements.create')}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitLabel={announcement ? t('common:actions.save') : t('announcements.publish')}
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="title"
          label={t('announcements.fields.title')}
          fullWidth
          autoFocus
        />
        <FormTextField
          control={form.control}
          name="body"
          label={t('announcements.fields.body')}
          multiline
          minRows={3}
          fullWidth
        />
        <FormTextField
          control={form.control}
          name="link"
          label={t('announcements.fields.link')}
          helperText={t('announcements.linkHint')}
          ltr
          fullWidth
        />
      </Stack>
    </FormDialog>
  )
}
