import type { PostedForm } from '@kheyr/contracts/server-render'
import { Alert, Stack, type StackProps } from '@mui/material'
import { useLayoutEffect, useRef, type FormEventHandler, type ReactNode } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useLocation } from 'react-router'
import { changedBeforeTakeOver } from '#lib/adopt-choice.ts'
import { forgetPostedForm, usePageFormToken, usePostedForm } from '#lib/page-form.ts'
import { ErrorSummary } from './error-summary.tsx'

/**
 * A public page's form that works before its script, and without it
 * (docs/decisions/033-forms-before-script.md): a plain HTML form that posts to the page's own
 * path with the visitor's CSRF token in `_token`; the server acts on it as the script would, and
 * sends the page back with the messages when it refuses it. Once the script has taken the page
 * over, `onSubmit` sends it instead, and what was typed or chosen before is kept.
 */
export function PageForm<T extends FieldValues>({
  form,
  onSubmit,
  validateLive,
  action,
  children,
  ...stack
}: {
  form: UseFormReturn<T, unknown, unknown>
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's live check of a field (`useApiForm`'s), for those filled in before the script. */
  validateLive?: (field: string) => void
  /** Where it posts when not the page's own path (the path with its query: a step, a way back). */
  action?: string
  children: ReactNode
} & Omit<StackProps<'form'>, 'onSubmit' | 'component' | 'ref'>) {
  const { pathname } = useLocation()
  const token = usePageFormToken()
  const posted = usePostedForm()
  const ref = useRef<HTMLFormElement>(null)
  // Taken over: what the visitor typed or chose while the page was plain HTML becomes the form's.
  useLayoutEffect(() => {
    if (ref.current)
      for (const field of adoptTyped(ref.current, form))
        // Left before the script ran, it missed the check its leaving asks for.
        if (document.activeElement?.getAttribute('name') !== field) validateLive?.(field)
    forgetPostedForm()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page is taken over
  }, [])
  const message = formMessage(posted, form.getValues())
  return (
    <Stack
      {...stack}
      component="form"
      ref={ref}
      method="post"
      action={action ?? pathname}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="_token" defaultValue={token} />
      {message && (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      )}
      <ErrorSummary control={form.control} />
      {children}
    </Stack>
  )
}

/**
 * The posted form's message for the whole form: the server's, or those of fields this form does
 * not show (they would otherwise go unseen).
 */
function formMessage(posted: PostedForm | null, values: FieldValues) {
  if (!posted) return null
  const unseen = Object.entries(posted.errors)
    .filter(([field]) => !(field in values))
    .map(([, message]) => message)
  return [posted.message, ...unseen].filter(Boolean).join(' ') || null
}

/**
 * What the visitor changed before the script ran goes into the form's state (the names of those
 * returned). Fields outside the form's state (a suggested amount, the gateway) take theirs
 * themselves (`useAdoptChoice`).
 */
function adoptTyped<T extends FieldValues>(
  element: HTMLFormElement,
  form: UseFormReturn<T, unknown, unknown>,
) {
  const values = form.getValues()
  const adopted = new Set<string>()
  for (const [name, value] of changedBeforeTakeOver(element)) {
    if (!(name in values)) continue
    form.setValue(name as Path<T>, value as never, { shouldDirty: true, shouldTouch: true })
    adopted.add(name)
  }
  return adopted
}
