import { Grid } from '@mui/material'
import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import { FormTextField } from './form-text-field.tsx'
import { useSlugFromTitle } from './use-slug-from-title.ts'

/**
 * A record's title and the slug of its public address, side by side in a dialog's grid: the slug
 * is made from the title while the record is new (`useSlugFromTitle`), and its hint shows the
 * address it makes (`hint`, given the address, «…» while the slug is empty).
 */
export function TitleSlugFields<T extends FieldValues & { title: unknown; slug: unknown }>({
  form,
  creating,
  titleLabel,
  slugLabel,
  hint,
  address,
  validateLive,
}: {
  form: UseFormReturn<T>
  creating: boolean
  titleLabel: string
  slugLabel: string
  hint: (address: string) => string
  /** The public address a slug makes. */
  address: (slug: string) => string
  validateLive: (field: string) => void
}) {
  useSlugFromTitle(form, creating)
  const slug = useWatch({ control: form.control, name: 'slug' as Path<T> }) as unknown
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name={'title' as Path<T>}
          label={titleLabel}
          autoFocus
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={form.control}
          name={'slug' as Path<T>}
          label={slugLabel}
          helperText={hint(address(typeof slug === 'string' && slug ? slug : '…'))}
          ltr
          onBlurField={validateLive}
        />
      </Grid>
    </>
  )
}
