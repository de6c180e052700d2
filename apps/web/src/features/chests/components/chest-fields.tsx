import type { ChestOption } from '@kheyr/contracts/chests'
import { MenuItem } from '@mui/material'
import type { Control, FieldValues, Path, UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSelectField } from '#components/form/form-select-field.tsx'
import { FormTextField } from '#components/form/form-text-field.tsx'
import { NS } from './chest-labels.ts'
import { ChestLocationField } from './chest-location-field.tsx'

/**
 * A choice of box type or material; `anyLabel` adds an empty choice ("no preference"). `native`:
 * the browser's own select, for a page's plain form (docs/decisions/033).
 */
export function OptionSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  anyLabel,
  helperText,
  required,
  native = false,
}: {
  control: Control<T>
  name: Path<T>
  label: string
  options: Pick<ChestOption, 'id' | 'title'>[]
  anyLabel?: string
  helperText?: string
  required?: boolean
  native?: boolean
}) {
  const Item = native ? NativeOption : MenuItem
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      helperText={helperText}
      required={required}
      fullWidth
      native={native}
    >
      {anyLabel !== undefined && <Item value="">{anyLabel}</Item>}
      {options.map((o) => (
        <Item key={o.id} value={o.id}>
          {o.title}
        </Item>
      ))}
    </FormSelectField>
  )
}

const NativeOption = ({ value, children }: { value: string | number; children: string }) => (
  <option value={value}>{children}</option>
)

/** Where the box sits and whom to call: address, the point on the map, a phone and a note. */
export function PlaceFields<T extends FieldValues>({
  control,
  setValue,
  validateLive,
  hints,
  mapHeight,
}: {
  control: Control<T>
  setValue: UseFormSetValue<T>
  validateLive?: (name: string) => void
  /** The owner's form explains the phone and the note; the staff form does not. */
  hints?: boolean
  mapHeight?: number
}) {
  const { t } = useTranslation(NS)
  // Both forms (the request and the staff edit) have these fields, from the same contract.
  const field = (name: 'address' | 'phone' | 'note') => name as Path<T>
  return (
    <>
      <FormTextField
        control={control}
        name={field('address')}
        freeText
        label={t('fields.address')}
        required
        multiline
        minRows={2}
        fullWidth
        autoComplete="street-address"
        onBlurField={validateLive}
      />
      <ChestLocationField control={control} setValue={setValue} height={mapHeight} />
      <FormTextField
        control={control}
        name={field('phone')}
        label={t('fields.phone')}
        helperText={hints ? t('form.phoneHint') : undefined}
        ltr
        fullWidth
        autoComplete="tel"
        onBlurField={validateLive}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <FormTextField
        control={control}
        name={field('note')}
        freeText
        label={t('fields.note')}
        helperText={hints ? t('form.noteHint') : undefined}
        multiline
        minRows={2}
        fullWidth
      />
    </>
  )
}
