import {
  contactSettingsInput,
  CONTACT_SUBJECTS_MAX,
  type ContactSettings,
  type StaffMember,
} from '@kheyr/contracts/contacts'
import AddOutlined from '@mui/icons-material/AddOutlined'
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Skeleton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { Controller, useFieldArray } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { SwitchField } from '#components/form/switch-field.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { translateValidation } from '#lib/api-client.ts'
import { useFormat } from '#lib/format.ts'
import { toast } from '#lib/toasts.ts'
import { useCan } from '#lib/session/user.ts'
import { contactSettingsQuery, useSaveContactSettings } from '../api/contact-settings.ts'
import { StaffPicker } from '../components/staff-picker.tsx'

/** `/dashboard/contact/settings`: the subjects people choose from, and who hears of new messages. */
export default function ContactSettingsPage() {
  const { t } = useTranslation('contacts')
  const settings = useQuery(contactSettingsQuery)

  if (settings.isPending) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label={t('settings.loading')}>
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={200} />
      </Stack>
    )
  }
  if (settings.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void settings.refetch()}>
            {t('common:errors.retry')}
          </Button>
        }
      >
        {t('common:errors.loadFailed')}
      </Alert>
    )
  }
  return <SettingsForm key={settings.dataUpdatedAt} settings={settings.data} />
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string
  title: string
  hint: string
  children: ReactNode
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {hint}
      </Typography>
      {children}
    </Paper>
  )
}

type SettingsFormApi = ReturnType<typeof useSettingsForm>

function useSettingsForm(settings: ContactSettings) {
  return useApiForm(contactSettingsInput, {
    defaultValues: {
      subjects: settings.subjects,
      notify_user_ids: settings.notify_user_ids,
      notify_role_ids: settings.notify_role_ids,
      notify_sms: settings.notify_sms,
    },
  })
}

/** A small icon button with its name as a tooltip; a disabled one keeps the tooltip. */
function IconAction({
  label,
  onClick,
  disabled,
  color,
  children,
}: {
  label: string
  onClick: () => void
  disabled?: boolean
  color?: 'error'
  children: ReactNode
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          disabled={disabled}
          color={color}
          onClick={onClick}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  )
}

/** The subjects people choose from: rename, reorder, remove, add. */
function SubjectsSection({ form, editable }: { form: SettingsFormApi['form']; editable: boolean }) {
  const { t } = useTranslation('contacts')
  const { number } = useFormat()
  const subjects = useFieldArray({ control: form.control, name: 'subjects' })
  const error =
    form.formState.errors.subjects?.root?.message ?? form.formState.errors.subjects?.message
  const last = subjects.fields.length - 1
  return (
    <Section id="subjects-title" title={t('settings.subjects')} hint={t('settings.subjectsHint')}>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {subjects.fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}
          >
            <FormTextField
              control={form.control}
              name={`subjects.${index}.title`}
              label={t('settings.subjectN', { n: number(index + 1) })}
              size="small"
              fullWidth
              disabled={!editable}
            />
            {editable && (
              <Stack direction="row" sx={{ flexShrink: 0 }}>
                <IconAction
                  label={t('settings.moveUp')}
                  disabled={index === 0}
                  onClick={() => subjects.move(index, index - 1)}
                >
                  <ArrowUpwardOutlined fontSize="small" />
                </IconAction>
                <IconAction
                  label={t('settings.moveDown')}
                  disabled={index === last}
                  onClick={() => subjects.move(index, index + 1)}
                >
                  <ArrowDownwardOutlined fontSize="small" />
                </IconAction>
                <IconAction
                  label={t('settings.removeSubject')}
                  color="error"
                  onClick={() => subjects.remove(index)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconAction>
              </Stack>
            )}
          </Box>
        ))}
      </Stack>
      {!subjects.fields.length && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {t('settings.noSubjects')}
        </Alert>
      )}
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {translateValidation(error)}
        </Typography>
      )}
      {editable && (
        <Button
          startIcon={<AddOutlined />}
          sx={{ mt: 1.5 }}
          disabled={subjects.fields.length >= CONTACT_SUBJECTS_MAX}
          onClick={() => subjects.append({ id: null, title: '' })}
        >
          {t('settings.addSubject')}
        </Button>
      )}
    </Section>
  )
}

/** Who hears of a new message: staff members, roles, and whether by SMS too. */
function NotifySection({
  form,
  settings,
  editable,
}: {
  form: SettingsFormApi['form']
  settings: ContactSettings
  editable: boolean
}) {
  const { t } = useTranslation('contacts')
  const [users, setUsers] = useState<StaffMember[]>(settings.notify_users)
  return (
    <Section id="notify-title" title={t('settings.notify')} hint={t('settings.notifyHint')}>
      <Stack spacing={2}>
        <Controller
          control={form.control}
          name="notify_user_ids"
          render={({ field, fieldState }) => (
            <Box>
              <StaffPicker
                label={t('settings.users')}
                helperText={t('settings.usersHint')}
                value={users}
                onChange={(next) => {
                  setUsers(next)
                  field.onChange(next.map((u) => u.id))
                }}
              />
              {fieldState.error && (
                <Typography color="error" variant="body2">
                  {translateValidation(fieldState.error.message)}
                </Typography>
              )}
            </Box>
          )}
        />
        <Controller
          control={form.control}
          name="notify_role_ids"
          render={({ field, fieldState }) => (
            <Autocomplete
              multiple
              filterSelectedOptions
              options={settings.roles}
              value={settings.roles.filter((r) => (field.value ?? []).includes(r.id))}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              getOptionLabel={(r) => r.title ?? r.name}
              onChange={(_, next) => field.onChange(next.map((r) => r.id))}
              disabled={!editable}
              noOptionsText={t('settings.noRoles')}
              renderValue={(selected, getItemProps) =>
                selected.map((role, index) => {
                  const { key, ...itemProps } = getItemProps({ index })
                  return (
                    <Chip key={key} size="small" label={role.title ?? role.name} {...itemProps} />
                  )
                })
              }
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('settings.roles')}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error
                      ? translateValidation(fieldState.error.message)
                      : t('settings.rolesHint')
                  }
                />
              )}
            />
          )}
        />
        <SwitchField
          control={form.control}
          name="notify_sms"
          label={t('settings.sms')}
          disabled={!editable}
        />
      </Stack>
    </Section>
  )
}

function SettingsForm({ settings }: { settings: ContactSettings }) {
  const { t } = useTranslation('contacts')
  const editable = useCan()('contacts.update')
  const save = useSaveContactSettings()
  const { form, handleSubmit } = useSettingsForm(settings)
  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values)
    toast.success(t('settings.saved'))
  })
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <SubjectsSection form={form} editable={editable} />
      <NotifySection form={form} settings={settings} editable={editable} />
      {editable && (
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={form.formState.isSubmitting}
          >
            {t('common:actions.save')}
          </Button>
        </Box>
      )}
    </Stack>
  )
}
