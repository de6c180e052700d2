import type { DefaultValues, FieldValues } from 'react-hook-form'
import type { z } from 'zod'
import { resourcePath, type RowId } from '#lib/resource.ts'
import { toast } from '#lib/toasts.ts'
import { useApiForm } from './use-api-form.ts'

/**
 * The form of a dashboard record's dialog, to create one (`record` null) or edit it. Fields are
 * checked live against the route that will save them (`POST /dashboard/{resource}` or
 * `PUT /dashboard/{resource}/{id}`); `submit` saves through `save` (the feature's mutation,
 * which refreshes what it changed), toasts `savedMessage` and calls `onSaved`.
 */
export function useResourceForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  {
    resource,
    record,
    defaultValues,
    save,
    savedMessage,
    onSaved,
    live = true,
  }: {
    resource: string
    record: { id: RowId } | null
    defaultValues: DefaultValues<z.input<Schema>>
    save: (values: z.output<Schema>) => Promise<unknown>
    savedMessage: string
    onSaved: () => void
    /** Whether fields may be checked on the server as they are left. */
    live?: boolean
  },
) {
  const api = useApiForm(schema, {
    defaultValues,
    ...(live
      ? {
          live: record
            ? { method: 'PUT' as const, path: resourcePath(resource, record.id) }
            : { method: 'POST' as const, path: resourcePath(resource) },
        }
      : {}),
  })
  const submit = api.handleSubmit(async (values) => {
    await save(values)
    toast.success(savedMessage)
    onSaved()
  })
  return { ...api, submit, submitting: api.form.formState.isSubmitting }
}
