import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import { ApiError, precognitiveValidate, type RequestOptions } from '../../lib/api-client.ts'
import { toast } from '../../lib/toasts.ts'

type Method = NonNullable<RequestOptions['method']>

/**
 * A react-hook-form form driven by the same zod schema the server validates with. Server 422s
 * land on their fields; other failures become a toast. `validateLive(field)` asks the server
 * (precognition) about one field, for the rules only it knows (a taken mobile, a minimum amount).
 * `handleSubmit(action)` is react-hook-form's, with that error handling.
 */
export function useApiForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  options: {
    defaultValues: DefaultValues<z.input<Schema>>
    live?: { method: Method; path: string }
  },
) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: options.defaultValues,
    mode: 'onTouched',
  })

  const applyErrors = useCallback(
    (error: unknown) => applyServerErrors(form as unknown as UseFormReturn<FieldValues>, error),
    [form],
  )

  const live = options.live
  const validateLive = useCallback(
    async (field: string) => {
      if (!live) return
      try {
        const errors = await precognitiveValidate(
          live.method,
          live.path,
          form.getValues() as Record<string, unknown>,
          [field],
        )
        const message = errors[field]?.[0]
        if (message) form.setError(field as Path<z.input<Schema>>, { type: 'server', message })
        else if (form.getFieldState(field as Path<z.input<Schema>>).error?.type === 'server') {
          form.clearErrors(field as Path<z.input<Schema>>)
        }
      } catch {
        // Live checks are a courtesy; the real submit validates again.
      }
    },
    [form, live],
  )

  /** `form.handleSubmit` for `action`, whose failure lands on the form (see `applyServerErrors`). */
  const handleSubmit = useCallback(
    (action: (values: z.output<Schema>) => Promise<unknown>) =>
      form.handleSubmit(async (values) => {
        try {
          await action(values)
        } catch (error) {
          applyErrors(error)
        }
      }),
    [form, applyErrors],
  )

  return { form, applyErrors, validateLive, handleSubmit }
}

/** Puts a 422's messages on their fields; anything else is shown as a toast. Returns whether handled. */
export function applyServerErrors(form: UseFormReturn<FieldValues>, error: unknown) {
  if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
    let focused = false
    for (const [field, messages] of Object.entries(error.errors)) {
      const known = field in form.getValues() || field.includes('.')
      if (known) {
        form.setError(
          field as Path<FieldValues>,
          { type: 'server', message: messages[0] },
          { shouldFocus: !focused },
        )
        focused = true
      } else {
        toast.error(messages[0] ?? error.message)
      }
    }
    return true
  }
  toast.error(error instanceof Error ? error.message : String(error))
  return false
}
