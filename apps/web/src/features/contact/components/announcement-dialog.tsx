import { announcementInput, type Announcement } from '@kheyr/contracts/notifications'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { invalidateResource } from '../../../components/data-table/data-table.tsx'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { toast } from '../../../lib/toasts.ts'
import { createAnnouncement, updateAnnouncement } from '../api/contacts.ts'

/** Posts a site-wide announcement, or edits one; everyone sees it on the notifications page. */
export function AnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null
  onClose: () => void
}) {
  const { t } = useTranslation('contact')
  const id = useId()
  const queryClient = useQueryClient()
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const { form, handleSubmit } = useApiForm(announcementInput, {
    defaultValues: {
      title: announcement?.title ?? '',
      body: announcement?.body ?? '',
      link: announcement?.link ?? '',
    },
  })

  const submit = handleSubmit(async (values) => {
    if (announcement) await updateAnnouncement(announcement.id, values)
    else await createAnnouncement(values)
    void invalidateResource(queryClient, 'announcements')
    // The announcements travel in the start-up props.
    void queryClient.invalidateQueries({ queryKey: ['props'] })
    toast.success(announcement ? t('announcements.updated') : t('announcements.created'))
    onClose()
  })

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>
        {announcement ? t('announcements.edit') : t('announcements.create')}
      </DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          spacing={2}
          onSubmit={submit}
          noValidate
          sx={{ pt: 1 }}
        >
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${id}-form`}
          variant="contained"
          disabled={form.formState.isSubmitting}
        >
          {announcement ? t('common:actions.save') : t('announcements.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
