import { CONTACT_TYPES, createContactInput } from '@kheyr/contracts/contacts'
import { encodeMessage } from '@kheyr/contracts/message-codec'
import ListAltOutlined from '@mui/icons-material/ListAltOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import {
  Alert,
  Button,
  Container,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { ErrorSummary } from '#components/form/error-summary.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { ApiError, translateValidation } from '#lib/api-client.ts'
import { toast } from '#lib/toasts.ts'
import { subjectsQuery, useSendMessage } from '../api/my-contacts.ts'
import { AttachmentField } from '../components/attachment-field.tsx'
import { PageHeader } from '#components/page-header.tsx'

/**
 * The feedback form's state: the shared schema (plus "a subject is required while staff keep a
 * list"), the file beside the fields, and sending it all as form data.
 */
function useContactForm() {
  const { t } = useTranslation('contacts')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const send = useSendMessage()
  const [file, setFile] = useState<File | null>(null)
  const [fileError, setFileError] = useState<string | undefined>()
  const schema = useMemo(
    () =>
      createContactInput.superRefine((values, ctx) => {
        const list = queryClient.getQueryData(subjectsQuery.queryKey) ?? []
        if (list.length && !values.subject_id)
          ctx.addIssue({ code: 'custom', path: ['subject_id'], message: encodeMessage('required') })
      }),
    [queryClient],
  )
  const { form, applyErrors } = useApiForm(schema, {
    defaultValues: { type: 'suggestion', subject_id: '', body: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    const data = new FormData()
    data.set('type', values.type)
    if (values.subject_id) data.set('subject_id', String(values.subject_id))
    data.set('body', values.body)
    if (file) data.set('attachment', file)
    try {
      const message = await send.mutateAsync(data)
      toast.success(t('form.sent'))
      navigate(paths.contactUs.all, { state: { sent: message.id } })
    } catch (error) {
      // The file is not a form field: its message shows under the file button.
      if (error instanceof ApiError && error.status === 422 && error.errors.attachment?.length) {
        const { attachment, ...others } = error.errors
        setFileError(translateValidation(attachment[0]))
        if (Object.keys(others).length) applyErrors(new ApiError(422, error.message, others))
        return
      }
      applyErrors(error)
    }
  })
  const chooseFile = (next: File | null) => {
    setFileError(undefined)
    setFile(next)
  }
  return { form, submit, file, fileError, chooseFile }
}

type ContactForm = ReturnType<typeof useContactForm>['form']

/** Criticism, suggestion or question. */
function TypeField({ form }: { form: ContactForm }) {
  const { t } = useTranslation('contacts')
  const labelId = useId()
  return (
    <Controller
      name="type"
      control={form.control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={labelId} sx={{ mb: 0.5, fontWeight: 600 }}>
            {t('form.type')}
          </FormLabel>
          <RadioGroup
            row
            aria-labelledby={labelId}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {CONTACT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                value={type}
                control={<Radio />}
                label={t(`type.${type}`)}
              />
            ))}
          </RadioGroup>
          {fieldState.error && (
            <FormHelperText>{translateValidation(fieldState.error.message)}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  )
}

/** The subject, from the list staff keep (no field when there is none). */
function SubjectField({ form }: { form: ContactForm }) {
  const { t } = useTranslation('contacts')
  const subjects = useQuery(subjectsQuery)
  const list = subjects.data ?? []
  if (subjects.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void subjects.refetch()}>
            {t('common:errors.retry')}
          </Button>
        }
      >
        {t('subjectsFailed')}
      </Alert>
    )
  if (!subjects.isPending && !list.length) return null
  return (
    <FormSelectField
      control={form.control}
      name="subject_id"
      label={t('form.subject')}
      disabled={subjects.isPending}
      fullWidth
    >
      {list.map((subject) => (
        <MenuItem key={subject.id} value={subject.id}>
          {subject.title}
        </MenuItem>
      ))}
    </FormSelectField>
  )
}

/** The feedback form: a criticism, suggestion or question about a subject, with one file. */
export default function ContactUsPage() {
  const { t } = useTranslation('contacts')
  usePageTitle(t('common:titles.contact-us'))
  const { form, submit, file, fileError, chooseFile } = useContactForm()
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeader
        title={t('common:titles.contact-us')}
        action={
          <Button component={Link} to={paths.contactUs.all} startIcon={<ListAltOutlined />}>
            {t('myMessages')}
          </Button>
        }
        sx={{ mb: 1 }}
      />
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 2 }}>
        {t('form.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
          <ErrorSummary control={form.control} />
          <TypeField form={form} />
          <SubjectField form={form} />
          <FormTextField
            control={form.control}
            name="body"
            freeText
            label={t('form.body')}
            placeholder={t('form.bodyPlaceholder')}
            multiline
            minRows={5}
            fullWidth
          />
          <AttachmentField value={file} error={fileError} onChange={chooseFile} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SendOutlined sx={flipInRtl} />}
            disabled={form.formState.isSubmitting}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {form.formState.isSubmitting ? t('form.sending') : t('form.send')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  )
}
