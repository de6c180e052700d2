import { toLatinDigits, toPersianDigits } from '@kheyr/contracts/digits'
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns'
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali'
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider'
import { faIR } from '@mui/x-date-pickers/locales'
import type { ClipboardEvent, FormEvent, ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'

const chosen = (what: string, value: string | null | undefined) =>
  value ? `${what} را انتخاب کنید؛ ${what} انتخاب‌شده: ${value}` : `${what} را انتخاب کنید`

/**
 * The pickers' Persian labels, with the empty field reading «سال/ماه/روز» instead of YYYY/MM/DD,
 * and «انتخاب‌شده» with its half-space (the pack's «تاریخ انتخاب شده … است» has none).
 */
export const PERSIAN = {
  ...faIR.components.MuiLocalizationProvider.defaultProps.localeText,
  fieldYearPlaceholder: () => 'سال',
  fieldMonthPlaceholder: () => 'ماه',
  fieldDayPlaceholder: () => 'روز',
  openDatePickerDialogue: (date: string | null) => chosen('تاریخ', date),
  openTimePickerDialogue: (time: string | null) => chosen('زمان', time),
  openRangePickerDialogue: (range: string | null) => chosen('بازه', range),
}

/**
 * The Jalali calendar writing Persian digits: in the field, the day numbers, the year list and the
 * header. The pickers learn the digits from what the adapter writes (`getLocalizedDigits` formats
 * seconds 0 to 9) and keep every digit section in them. They take a typed key as a Latin digit and
 * write it in those digits themselves: a Persian digit typed as it is comes out as `۰` (it is
 * "localized" again, to nothing, and read as 0), so digits typed in Persian reach them as Latin ones
 * (`digitKeys`). Parsing takes either script.
 */
export class AdapterJalaliPersianDigits extends AdapterDateFnsJalali {
  // The base class's methods are instance fields, so they are wrapped here rather than overridden.
  constructor(options: ConstructorParameters<typeof AdapterDateFnsJalali>[0] = {}) {
    // The calendar heads its columns with the weekdays' initials (ش ی د …), not `۱ش`'s digit.
    // A day reads «۷ آذر ۱۴۰۵», not date-fns-jalali's ordinal «۷-ام آذر».
    super({
      ...options,
      formats: {
        weekdayShort: 'EEEEE',
        fullDate: 'd MMMM yyyy',
        dayOfMonthFull: 'd',
        ...options.formats,
      },
    })
    const formatByString = this.formatByString
    const parse = this.parse
    this.formatByString = (value, format) => toPersianDigits(formatByString(value, format))
    this.parse = (value, format) => parse(toLatinDigits(value), format)
    // The pickers decide whether a section pads with zeros by looking for a Latin `0` at the start
    // of year 1 (`۰۰۰۱` has none), so the four-digit year says its length here, as `y` does.
    this.formatTokenMap = {
      ...this.formatTokenMap,
      yyyy: { sectionType: 'year', contentType: 'digit', maxLength: 4 },
    }
  }
}

/** The pickers in the app's language: the Jalali calendar in Persian digits, Gregorian in English. */
export function DatePickersLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const jalali = i18n.language !== 'en'
  return (
    <LocalizationProvider
      dateAdapter={jalali ? AdapterJalaliPersianDigits : AdapterDateFns}
      {...(jalali ? { localeText: PERSIAN } : {})}
    >
      {children}
    </LocalizationProvider>
  )
}

const DIGITS = /^[0-9۰-۹٠-٩]+$/

/** A field's editable section (the hidden `<input>` beside them is left alone). */
const isSection = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement && target.getAttribute('contenteditable') === 'true'

function refuseNonDigits(event: InputEvent) {
  if (event.data && isSection(event.target) && !DIGITS.test(event.data)) event.preventDefault()
}

/**
 * Props for an element around pickers' fields: a digit typed in any script (a Persian keyboard,
 * the number pad) reaches the field as the Latin digit it reads, whatever digits it writes; any
 * other character is refused before it lands, since every section of a date is a number (a field
 * writing Persian digits would read a letter as a zero). The refusal listens to the DOM's
 * `beforeinput`, which React does not pass on as it comes. Digits pasted into a section are typed
 * one by one, since the field would keep them in the script they came in.
 */
export const digitKeys = {
  ref(element: HTMLElement | null) {
    element?.addEventListener('beforeinput', refuseNonDigits, true)
    return () => element?.removeEventListener('beforeinput', refuseNonDigits, true)
  },
  onInputCapture(event: FormEvent<HTMLElement>) {
    const target = event.target
    if (!isSection(target) || !target.textContent) return
    const latin = toLatinDigits(target.textContent)
    if (latin !== target.textContent) target.textContent = latin
  },
  onPasteCapture(event: ClipboardEvent<HTMLElement>) {
    const pasted = event.clipboardData.getData('text').trim()
    if (!isSection(event.target) || !event.target.matches('[role="spinbutton"]')) return
    if (!DIGITS.test(pasted)) return
    event.preventDefault()
    event.stopPropagation()
    for (const digit of pasted) {
      // Each digit goes to the section the last one left selected, as a key would.
      const section = document.activeElement
      if (!isSection(section)) return
      section.textContent = digit
      flushSync(() => section.dispatchEvent(new Event('input', { bubbles: true })))
    }
  },
}
