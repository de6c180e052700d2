import { Alert, Link, type SxProps, type Theme } from '@mui/material'
import {
  createContext,
  Fragment,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { get, useFormState, type Control, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isRequiredMessage } from '#lib/api-client.ts'

/** A form, known by its `control`: all its fields share it. */
type AnyControl = Control<FieldValues, unknown, unknown>

/** A field as its form's summary names it: its label, and the element on the page it is. */
type Entry = { label: string; element: string }

/** Each form's fields by name, in the order they registered. */
const labelsByForm = new WeakMap<object, Map<string, Entry>>()

const labelsOf = (control: object) => {
  let labels = labelsByForm.get(control)
  if (!labels) labelsByForm.set(control, (labels = new Map()))
  return labels
}

/** Where a form without its `control` at hand (`FormDialog`) learns it from its fields. */
const SummaryHost = createContext<((control: AnyControl) => void) | null>(null)

/**
 * Names a form's field for its error summary (`ErrorSummary`): the form's field components call
 * it with the label they show, so no form lists its labels twice. `element` is the name of the
 * element the field is on the page when not its own (a moment picked as a day and a time).
 */
export function useFieldLabel<T extends FieldValues, C, V>(
  control: Control<T, C, V>,
  name: string,
  label: ReactNode,
  element = name,
) {
  const host = useContext(SummaryHost)
  useEffect(() => {
    host?.(control as unknown as AnyControl)
    if (typeof label !== 'string' || !label) return
    const labels = labelsOf(control)
    const entry = { label, element }
    labels.set(name, entry)
    return () => {
      if (labels.get(name) === entry) labels.delete(name)
    }
  }, [host, control, name, label, element])
}

/**
 * A form's error summary at its top, for a form whose `control` is not at hand where it is laid
 * out (`FormDialog`, the settings' grid): it takes it from the fields inside.
 */
export function ErrorSummaryHost({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  // One summary per form its fields belong to (a dialog may hold a helper form beside its own).
  const [controls, setControls] = useState<AnyControl[]>([])
  const offer = useCallback(
    (control: AnyControl) =>
      setControls((known) => (known.includes(control) ? known : [...known, control])),
    [],
  )
  return (
    <SummaryHost.Provider value={offer}>
      {controls.map((control, i) => (
        <ErrorSummary key={i} control={control} sx={sx} />
      ))}
      {children}
    </SummaryHost.Provider>
  )
}

/** What can take a field's focus inside its box (a select's combobox beside its hidden input). */
const FOCUSABLE =
  'input:not([type=hidden]):not([aria-hidden=true]), textarea, select, [role=combobox], [role=spinbutton], [tabindex="0"]'

/**
 * Fields in the order the page shows them (a form's own fields register after those of the
 * components inside it); those not found keep the order they registered in.
 */
function onPage(a: Entry, b: Entry) {
  if (typeof document === 'undefined') return 0
  const [first, second] = [a, b].map(({ element }) => document.getElementsByName(element)[0])
  if (!first || !second) return Number(!first) - Number(!second)
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

/** Moves the focus to the field named `name` of `form`. */
function focusField(form: HTMLFormElement | null | undefined, name: string) {
  const found = form?.elements.namedItem(name)
  // Radio buttons share their name: the first of them.
  const named = found instanceof RadioNodeList ? found[0] : found
  if (!(named instanceof HTMLElement)) return
  const own = named.matches(FOCUSABLE) ? named : null
  const box = named.closest('.MuiFormControl-root') ?? named.parentElement
  ;(own ?? box?.querySelector<HTMLElement>(FOCUSABLE))?.focus()
}

/**
 * When a submit leaves two or more required fields empty, one message at the form's top names
 * them all, each a link to its field, and takes the focus (GOV.UK's error summary): «پر کردن
 * فیلدهای نام، نام خانوادگی و کد ملی الزامی است.» Each field keeps its own message too. It
 * counts the schema's checks and a server's 422 alike.
 */
export function ErrorSummary<T extends FieldValues, C, V>({
  control,
  sx,
}: {
  control: Control<T, C, V>
  /** Its place in the form's layout (a whole row of a grid: `{ width: '100%' }`). */
  sx?: SxProps<Theme>
}) {
  const { t } = useTranslation('form')
  const { errors, submitCount, isSubmitting } = useFormState({ control })
  const ref = useRef<HTMLDivElement>(null)
  const missing = [...labelsOf(control)]
    .filter(([name]) =>
      isRequiredMessage((get(errors, name) as { message?: string } | undefined)?.message),
    )
    .sort(([, a], [, b]) => onPage(a, b))
    // Fields of the same label (the rows of a list) are named once, linking to the first.
    .filter(([, { label }], i, all) => all.findIndex(([, other]) => other.label === label) === i)
  const shown = submitCount > 0 && missing.length >= 2

  // Each failed submit brings the focus here, after the field react-hook-form focused.
  const answered = useRef(submitCount)
  useEffect(() => {
    if (isSubmitting || submitCount === answered.current) return
    answered.current = submitCount
    if (shown) ref.current?.focus()
  }, [isSubmitting, submitCount, shown])

  if (!shown) return null
  // The sentence around the list, whose names are links.
  const marker = '\u0000'
  const [before = '', after = ''] = t('validation:required_fields', { fields: marker }).split(
    marker,
  )
  return (
    <Alert severity="error" role="alert" tabIndex={-1} ref={ref} sx={sx}>
      {before}
      {missing.map(([name, { label, element }], i) => (
        <Fragment key={name}>
          {i > 0 && (i === missing.length - 1 ? t('list.and') : t('list.comma'))}
          <Link
            component="button"
            type="button"
            color="inherit"
            underline="always"
            sx={{ font: 'inherit', fontWeight: 700, verticalAlign: 'baseline' }}
            onClick={() => focusField(ref.current?.closest('form'), element)}
          >
            {label}
          </Link>
        </Fragment>
      ))}
      {after}
    </Alert>
  )
}
