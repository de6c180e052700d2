import { contactUsInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import { Button, Grid } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../session/can.ts'
import { saveSettingsSection, settingsSectionQuery } from '../api/settings.ts'
import { FormOrJson, type EditMode } from '../components/form-or-json.tsx'
import { JsonSettingsEditor } from '../components/json-settings-editor.tsx'
import { SectionCard, SectionQuery } from '../components/section-card.tsx'

type Contact = SettingsOutputs['contact_us']
const FIELDS = ['phone', 'mobile', 'email', 'postal_code', 'working_hours', 'address'] as const
const LTR = new Set(['phone', 'mobile', 'email', 'postal_code'])

const toForm = (data: Contact) =>
  Object.fromEntries(FIELDS.map((f) => [f, data[f] ?? ''])) as Record<
    (typeof FIELDS)[number],
    string
  >

function ContactForm({ data, onSaved }: { data: Contact; onSaved: () => void }) {
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const editable = useCan()('settings.update')
  const { form, applyErrors, validateLive } = useApiForm(contactUsInput, {
    defaultValues: toForm(data),
    live: { method: 'PUT', path: '/dashboard/settings/contact_us' },
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      form.reset(toForm(await saveSettingsSection(queryClient, 'contact_us', values)))
      toast.success(t('saved'))
      onSaved()
    } catch (error) {
      applyErrors(error)
    }
  })
  return (
    <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
      {FIELDS.map((field) => (
        <Grid key={field} size={{ xs: 12, sm: field === 'address' ? 12 : 6 }}>
          <FormTextField
            control={form.control}
            name={field}
            label={t(`contact.${field}`)}
            ltr={LTR.has(field)}
            multiline={field === 'address'}
            minRows={field === 'address' ? 2 : undefined}
            onBlurField={validateLive}
            disabled={!editable}
            fullWidth
            type={field === 'email' ? 'email' : undefined}
          />
        </Grid>
      ))}
      {editable && (
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </Grid>
      )}
    </Grid>
  )
}

export default function ContactSection() {
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const editable = useCan()('settings.update')
  const [mode, setMode] = useState<EditMode>('form')
  const [version, setVersion] = useState(0)
  const query = useQuery(settingsSectionQuery('contact_us'))
  return (
    <SectionCard
      history="contact_us"
      title={t('sections.contact')}
      hint={t('contact.hint')}
      actions={<FormOrJson mode={mode} onChange={setMode} />}
    >
      <SectionQuery query={query}>
        {(data) =>
          mode === 'form' ? (
            <ContactForm key={version} data={data} onSaved={() => setVersion((v) => v + 1)} />
          ) : (
            <JsonSettingsEditor
              initial={data}
              schema={contactUsInput}
              label={t('sections.contact')}
              disabled={!editable}
              onSave={async (value) => {
                await saveSettingsSection(queryClient, 'contact_us', value)
                toast.success(t('saved'))
              }}
            />
          )
        }
      </SectionQuery>
    </SectionCard>
  )
}
