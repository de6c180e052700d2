import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LazyMapPicker } from '#components/map-picker/lazy-map-picker.tsx'
import { translateValidation } from '#lib/api-client.ts'
import { useMapSettings } from '#lib/map-settings.ts'
import { NS } from './chest-labels.ts'

type PointForm = { lat?: unknown; lng?: unknown }

/** A coordinate of the form: a number, or as the plain form posted it (text). */
const coordinate = (value: unknown) => {
  const n = typeof value === 'string' && value.trim() ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

/**
 * Where the box will sit, as a point on the map (latitude and longitude chosen together): the
 * request form's and the staff edit form's. Without a point the form says "choose the location".
 */
export function ChestLocationField<T extends PointForm>({
  control,
  setValue,
  height = 300,
}: {
  control: Control<T>
  setValue: UseFormSetValue<T>
  height?: number
}) {
  const { t } = useTranslation(NS)
  const map = useMapSettings()
  const c = control as unknown as Control<PointForm>
  const set = setValue as unknown as UseFormSetValue<PointForm>
  const lng = useWatch({ control: c, name: 'lng' })
  return (
    <Controller
      control={c}
      name="lat"
      render={({ field, fieldState, formState }) => {
        const lat = coordinate(field.value)
        const lon = coordinate(lng)
        const point = lat !== null && lon !== null ? { lat, lng: lon } : null
        const message = fieldState.error?.message ?? formState.errors.lng?.message
        return (
          <LazyMapPicker
            value={point}
            onChange={(p) => {
              // Both are checked again at once: a map is never blurred as a typed field is, so
              // the message the server sent with the page (its plain form posted without a
              // point) would otherwise stay under the point just chosen.
              set('lat', p.lat, { shouldDirty: true, shouldValidate: true })
              set('lng', p.lng, { shouldDirty: true, shouldValidate: true })
            }}
            tileUrl={map.tileUrl}
            attribution={map.attribution}
            center={map.center}
            zoom={map.zoom}
            height={height}
            label={t('form.location')}
            // Before the script, and without it: tiles the request's plain form posts a click of.
            plainForm
            helperText={t('form.locationHint')}
            error={message ? translateValidation(String(message)) : null}
          />
        )
      }}
    />
  )
}
