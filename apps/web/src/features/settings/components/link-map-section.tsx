import { linkMapInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import { Grid } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { useIsSuperAdmin } from '#lib/session/user.ts'
import { FormOrJsonSection, SettingsFormGrid, useSettingsForm } from './settings-form.tsx'

type LinkSection = 'social' | 'app'
type Links = SettingsOutputs[LinkSection]

/** Every known name gets a field; names added in the JSON editor get one too. */
const toForm = (data: Links, known: readonly string[]) =>
  Object.fromEntries(
    [...new Set([...known, ...Object.keys(data)])].map((key) => [key, data[key] ?? '']),
  )

function LinksForm({
  section,
  data,
  known,
  labelOf,
  onSaved,
}: {
  section: LinkSection
  data: Links
  known: readonly string[]
  labelOf: (key: string) => string
  onSaved: () => void
}) {
  const settings = useSettingsForm(section, linkMapInput, {
    data,
    toForm: (saved) => toForm(saved, known),
    onSaved,
  })
  const { form, editable } = settings
  const { t } = useTranslation('settings')
  const advanced = useIsSuperAdmin()
  return (
    <SettingsFormGrid settings={settings} spacing={2}>
      {Object.keys(toForm(data, known)).map((key) => {
        // Links under names the form does not offer are the super-admin's (added as JSON).
        const other = !known.includes(key)
        return (
          <Grid key={key} size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={form.control}
              name={key}
              label={labelOf(key)}
              placeholder="https://…"
              helperText={other && !advanced ? t('links.other') : undefined}
              ltr
              disabled={!editable || (other && !advanced)}
              fullWidth
            />
          </Grid>
        )
      })}
    </SettingsFormGrid>
  )
}

/**
 * Social media or app-store links: a field per known name, or the whole map as JSON in the
 * plain-text editor (where other names can be added).
 */
export function LinkMapSection({
  section,
  known,
  labelNamespace,
  title,
  hint,
}: {
  section: LinkSection
  known: readonly string[]
  /** Where the names' labels live in the common namespace (`social`, `apps`). */
  labelNamespace: string
  title: string
  hint: string
}) {
  const { t, i18n } = useTranslation('settings')
  const labelOf = (key: string) =>
    i18n.exists(`common:${labelNamespace}.${key}`) ? t(`common:${labelNamespace}.${key}`) : key
  return (
    <FormOrJsonSection section={section} schema={linkMapInput} title={title} hint={hint}>
      {(data, onSaved) => (
        <LinksForm
          section={section}
          data={data}
          known={known}
          labelOf={labelOf}
          onSaved={onSaved}
        />
      )}
    </FormOrJsonSection>
  )
}
