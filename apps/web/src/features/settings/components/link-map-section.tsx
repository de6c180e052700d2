import { linkMapInput, type SettingsOutputs } from '@kheyr/contracts/settings'
import { Button, Grid } from '@mui/material'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '../../../components/form/form-text-field.tsx'
import { useApiForm } from '../../../components/form/use-api-form.ts'
import { toast } from '../../../lib/toasts.ts'
import { useCan } from '../../session/can.ts'
import { saveSettingsSection, settingsSectionQuery } from '../api/settings.ts'
import { FormOrJson, type EditMode } from './form-or-json.tsx'
import { JsonSettingsEditor } from './json-settings-editor.tsx'
import { SectionCard, SectionQuery } from './section-card.tsx'

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
  const { t } = useTranslation('settings')
  const queryClient = useQueryClient()
  const editable = useCan()('settings.update')
  const values = toForm(data, known)
  const { form, applyErrors } = useApiForm(linkMapInput, { defaultValues: values })
  const submit = form.handleSubmit(async (input) => {
    try {
      form.reset(toForm(await saveSettingsSection(queryClient, section, input), known))
      toast.success(t('saved'))
      onSaved()
    } catch (error) {
      applyErrors(error)
    }
  })
  return (
    <Grid container spacing={2} component="form" onSubmit={submit} noValidate>
      {Object.keys(values).map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={form.control}
            name={key}
            label={labelOf(key)}
            placeholder="https://…"
            ltr
            disabled={!editable}
            fullWidth
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
  const queryClient = useQueryClient()
  const editable = useCan()('settings.update')
  const [mode, setMode] = useState<EditMode>('form')
  const [version, setVersion] = useState(0)
  const query = useQuery(settingsSectionQuery(section))
  const labelOf = (key: string) =>
    i18n.exists(`common:${labelNamespace}.${key}`) ? t(`common:${labelNamespace}.${key}`) : key
  return (
    <SectionCard
      title={title}
      hint={hint}
      history={section}
      actions={<FormOrJson mode={mode} onChange={setMode} />}
    >
      <SectionQuery query={query}>
        {(data) =>
          mode === 'form' ? (
            <LinksForm
              key={version}
              section={section}
              data={data}
              known={known}
              labelOf={labelOf}
              onSaved={() => setVersion((v) => v + 1)}
            />
          ) : (
            <JsonSettingsEditor
              initial={data}
              schema={linkMapInput}
              label={title}
              disabled={!editable}
              onSave={async (value) => {
                await saveSettingsSection(queryClient, section, value)
                toast.success(t('saved'))
              }}
            />
          )
        }
      </SectionQuery>
    </SectionCard>
  )
}
