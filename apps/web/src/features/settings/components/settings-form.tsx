import type { SettingsOutputs, SettingsSection } from '@kheyr/contracts/settings'
import { Button, Grid } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useState, type FormEventHandler, type ReactNode } from 'react'
import type { DefaultValues, FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ErrorSummaryHost } from '#components/form/error-summary.tsx'
import { useApiForm } from '#components/form/use-api-form.ts'
import { toast } from '#lib/toasts.ts'
import { useCan, useIsSuperAdmin } from '#lib/session/user.ts'
import { settingsSectionQuery, useSaveSettingsSection } from '../api/settings.ts'
import { FormOrJson, type EditMode } from './form-or-json.tsx'
import { JsonSettingsEditor } from './json-settings-editor.tsx'
import { SectionCard, SectionQuery } from '#components/section-card.tsx'

/**
 * The form of one settings section: starts from the saved values, saves the whole section,
 * then starts again from what the server kept. `live` checks fields with the server as they
 * are left (precognition).
 */
export function useSettingsForm<
  S extends SettingsSection,
  Schema extends z.ZodType<FieldValues, FieldValues>,
>(
  section: S,
  schema: Schema,
  options: {
    data: SettingsOutputs[S]
    toForm: (data: SettingsOutputs[S]) => DefaultValues<z.input<Schema>>
    live?: boolean
    onSaved?: () => void
  },
) {
  const { t } = useTranslation('settings')
  const save = useSaveSettingsSection(section)
  const editable = useCan()('settings.update')
  const { form, validateLive, handleSubmit } = useApiForm(schema, {
    defaultValues: options.toForm(options.data),
    ...(options.live ? { live: { method: 'PUT', path: `/dashboard/settings/${section}` } } : {}),
  })
  const submit = handleSubmit(async (values) => {
    form.reset(options.toForm(await save.mutateAsync(values)))
    toast.success(t('saved'))
    options.onSaved?.()
  })
  return { form, validateLive, editable, submit }
}

/** A settings form's grid, ending in the save button for those who may change settings. */
export function SettingsFormGrid({
  settings: { form, editable, submit },
  spacing = 2.5,
  children,
}: {
  settings: {
    form: { formState: { isSubmitting: boolean } }
    editable: boolean
    submit: FormEventHandler
  }
  spacing?: number
  children: ReactNode
}) {
  const { t } = useTranslation('settings')
  return (
    <Grid container spacing={spacing} component="form" onSubmit={submit} noValidate>
      <ErrorSummaryHost sx={{ width: '100%' }}>{children}</ErrorSummaryHost>
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
 * A settings section whose value is JSON: its form, or (for the super-admin only, as an advanced
 * tool) the whole value in the plain-text editor. After a save the form starts again from the
 * saved value.
 */
export function FormOrJsonSection<S extends SettingsSection>({
  section,
  schema,
  title,
  hint,
  children,
}: {
  section: S
  schema: z.ZodType
  title: string
  hint: string
  /** The form, given the saved value and what to call once it has saved. */
  children: (data: SettingsOutputs[S], onSaved: () => void) => ReactNode
}) {
  const { t } = useTranslation('settings')
  const save = useSaveSettingsSection(section)
  const editable = useCan()('settings.update')
  const advanced = useIsSuperAdmin()
  const [mode, setMode] = useState<EditMode>('form')
  const [version, setVersion] = useState(0)
  const query = useQuery(settingsSectionQuery(section))
  return (
    <SectionCard
      history={section}
      title={title}
      hint={hint}
      actions={advanced ? <FormOrJson mode={mode} onChange={setMode} /> : undefined}
    >
      <SectionQuery query={query}>
        {(data) =>
          mode === 'form' || !advanced ? (
            <Fragment key={version}>{children(data, () => setVersion((v) => v + 1))}</Fragment>
          ) : (
            <JsonSettingsEditor
              initial={data}
              schema={schema}
              label={title}
              disabled={!editable}
              onSave={async (value) => {
                await save.mutateAsync(value)
                toast.success(t('saved'))
              }}
            />
          )
        }
      </SectionQuery>
    </SectionCard>
  )
}
