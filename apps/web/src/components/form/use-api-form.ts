import type { PostedForm } from '@kheyr/contracts/server-render'
import { useCallback, useMemo, useState } from 'react'
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form'
import type { z } from 'zod'
import {
  ApiError,
  isRequiredMessage,
  precognitiveValidate,
  type RequestOptions,
} from '#lib/api-client.ts'
import { currentLang, loadNamespaces } from '#lib/i18n.ts'
import { toast } from '#lib/toasts.ts'

type Method = NonNullable<RequestOptions['method']>
type AnySchema = z.ZodType<FieldValues, FieldValues>

/**
 * A form's schema fetched when the form first validates: a public page's form (the donation
 * on a campaign, a charity type's payment) then renders without zod and the schemas, which
 * would otherwise be loaded and built before the page can be used. Declare it once per module:
 * `const schema = lazySchema(() => import('@kheyr/contracts/campaigns').then((m) => m.donateInput))`.
 */
export type LazySchema<Schema extends AnySchema> = { load: () => Promise<Schema> }

export const lazySchema = <Schema extends AnySchema>(
  load: () => Promise<Schema>,
): LazySchema<Schema> => {
  let loaded: Promise<Schema> | null = null
  return {
    load: () => {
      loaded ??= load()
      // A failed download (offline) is tried again on the next check.
      loaded.catch(() => (loaded = null))
      return loaded
    },
  }
}

const isLazy = <Schema extends AnySchema>(
  schema: Schema | LazySchema<Schema>,
): schema is LazySchema<Schema> => 'load' in schema && typeof schema.load === 'function'

/**
 * Checks with the schema; zod's resolver comes with the first check, the schema too if lazy,
 * and the texts of its messages (`translateValidation`). When they cannot be fetched (no
 * internet, and not kept from an earlier visit), the values go as they are: the server checks
 * them anyway, and without internet the request itself says so.
 */
export function schemaResolver<Schema extends AnySchema>(
  schema: Schema | LazySchema<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  return async (values, context, options) => {
    let resolve: Resolver<z.input<Schema>, unknown, z.output<Schema>>
    try {
      const [{ zodResolver }, resolved] = await Promise.all([
        import('@hookform/resolvers/zod'),
        isLazy(schema) ? schema.load() : schema,
        loadNamespaces(currentLang(), ['validation']),
      ])
      resolve = zodResolver(resolved as never) as unknown as typeof resolve
    } catch {
      return { values: values as z.output<Schema>, errors: {} }
    }
    return resolve(values, context, options)
  }
}

/**
 * A react-hook-form form driven by the same zod schema the server validates with. Server 422s
 * land on their fields; other failures become a toast. `validateLive(field)` asks the server
 * (precognition) about one field, for the rules only it knows (a taken mobile, a minimum amount).
 * `handleSubmit(action)` is react-hook-form's, with that error handling.
 */
export function useApiForm<Schema extends AnySchema>(
  schema: Schema | LazySchema<Schema>,
  options: {
    defaultValues: DefaultValues<z.input<Schema>>
    live?: { method: Method; path: string }
    /**
     * What the page's plain form posted, when the server sent the page back with messages
     * (`usePostedForm`): the form starts from those values, with those messages.
     */
    posted?: PostedForm | null
  },
) {
  const resolver = useMemo(() => schemaResolver(schema), [schema])
  // Made once, as the form: the server rendered the page with the same.
  const [start] = useState(() => startingState(options.defaultValues, options.posted))
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: start.values as DefaultValues<z.input<Schema>>,
    errors: start.errors as FieldErrors<z.input<Schema>> | undefined,
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
      // The local check first (it may still be loading its schema): it would otherwise finish
      // after the server's answer and clear the message the server gave.
      if (!(await form.trigger(field as Path<z.input<Schema>>))) return
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

/** A form's first values and messages: its defaults, with what its plain form posted over them. */
function startingState<T extends FieldValues>(
  defaults: DefaultValues<T>,
  posted: PostedForm | null | undefined,
): { values: DefaultValues<T>; errors: FieldErrors | undefined } {
  if (!posted) return { values: defaults, errors: undefined }
  const values: Record<string, unknown> = { ...defaults }
  const errors: FieldErrors = {}
  for (const field of Object.keys(values)) {
    // A checkbox posts only when ticked.
    if (typeof values[field] === 'boolean') values[field] = field in posted.values
    else if (field in posted.values) values[field] = posted.values[field]
    const message = posted.errors[field]
    if (message) errors[field] = { type: 'server', message }
  }
  return { values: values as DefaultValues<T>, errors }
}

/**
 * Puts a 422's messages on their fields (the form's `ErrorSummary` sums up the empty ones);
 * anything else is shown as a toast. Returns whether handled.
 */
export function applyServerErrors(form: UseFormReturn<FieldValues>, error: unknown) {
  if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
    // Two or more fields left empty: the form's error summary names them and takes the focus.
    let focused =
      Object.values(error.errors).filter((messages) => isRequiredMessage(messages[0])).length >= 2
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
