import { useEffect } from 'react'
import {
  useWatch,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form'
import { slugFromTitle } from '#lib/slug.ts'

/**
 * Fills a new record's `slug` from its `title` as it is typed, until the slug is edited by hand
 * (then it is left alone). Existing records keep their address.
 */
export function useSlugFromTitle<T extends FieldValues & { title: unknown; slug: unknown }>(
  form: UseFormReturn<T>,
  creating: boolean,
) {
  const title = useWatch({ control: form.control, name: 'title' as Path<T> }) as unknown
  useEffect(() => {
    if (!creating || form.getFieldState('slug' as Path<T>).isDirty) return
    const slug = slugFromTitle(typeof title === 'string' ? title : '')
    form.setValue('slug' as Path<T>, slug as PathValue<T, Path<T>>, { shouldValidate: false })
  }, [creating, form, title])
}
