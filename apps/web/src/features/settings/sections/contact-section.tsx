import { contactUsInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import {
  FormOrJsonSection,
  SettingsFormGrid,
  useSettingsForm,
} from '../components/settings-form.tsx'

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
  const settings = useSettingsForm('contact_us', contactUsInput, {
    data,
    toForm,
    live: true,
    onSaved,
  })
  const { form, editable, validateLive } = settings
  return (
    <SettingsFormGrid settings={settings} spacing={2}>
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
    </SettingsFormGrid>
  )
}

export default function ContactSection() {
  const { t } = useTranslation('settings')
  return (
    <FormOrJsonSection
      section="contact_us"
      schema={contactUsInput}
      title={t('sections.contact')}
      hint={t('contact.hint')}
    >
      {(data, onSaved) => <ContactForm data={data} onSaved={onSaved} />}
    </FormOrJsonSection>
  )
}
