// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm, useWatch } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '#lib/i18n.ts'
import { persian, renderApp } from '#test/render.tsx'
import { FormDateField } from './form-date-field.tsx'

beforeEach(persian)
afterEach(persian)

/** A form with one date field, showing the value the form would send. */
function Visit({ day = '' }: { day?: string }) {
  const { control } = useForm({ defaultValues: { day } })
  const value = useWatch({ control, name: 'day' })
  return (
    <>
      <FormDateField control={control} name="day" label="روز بازدید" />
      <output aria-label="مقدار">{value}</output>
    </>
  )
}

/** What the field shows, without its label or the marks that keep the sections in order. */
const shown = (label: string) =>
  screen
    .getByRole('group', { name: label })
    .querySelector('.MuiPickersSectionList-root')!
    .textContent!.replace(/[\u200e\u2068\u2069]/g, '')
const sent = () => screen.getByRole('status', { name: 'مقدار' }).textContent

describe('a Jalali date field', () => {
  it('shows a day it is given in Persian digits', () => {
    renderApp(<Visit day="2026-11-23" />)
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۰۲')
  })

  it('takes a day typed in Persian digits, shows it in them and sends it as YYYY-MM-DD', async () => {
    renderApp(<Visit />)
    await userEvent.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await userEvent.keyboard('۱۴۰۵۰۹۰۲')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۰۲')
    expect(sent()).toBe('2026-11-23')
  })

  it('takes a day typed in Latin or Arabic digits, and shows it in Persian ones', async () => {
    renderApp(<Visit />)
    await userEvent.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await userEvent.keyboard('14050٩0٢')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۰۲')
    expect(sent()).toBe('2026-11-23')
  })

  it('takes a new year typed over the year of a day it holds', async () => {
    renderApp(<Visit day="2026-11-23" />)
    await userEvent.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await userEvent.keyboard('۱۴۰۶')
    expect(shown('روز بازدید')).toBe('۱۴۰۶/۰۹/۰۲')
    expect(sent()).toBe('2027-11-23')
  })

  it('takes digits pasted into a section in either script as if they were typed', async () => {
    renderApp(<Visit />)
    await userEvent.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await userEvent.paste('1405')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/ماه/روز')
    await userEvent.paste('۰۹۰۲')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۰۲')
    expect(sent()).toBe('2026-11-23')
  })

  it('steps each section with the arrow keys', async () => {
    renderApp(<Visit day="2026-11-23" />)
    await userEvent.click(screen.getByRole('spinbutton', { name: 'روز' }))
    await userEvent.keyboard('{ArrowUp}{ArrowUp}')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۰۴')
    await userEvent.click(screen.getByRole('spinbutton', { name: 'ماه' }))
    await userEvent.keyboard('{ArrowDown}')
    await userEvent.click(screen.getByRole('spinbutton', { name: 'سال' }))
    await userEvent.keyboard('{ArrowUp}')
    expect(shown('روز بازدید')).toBe('۱۴۰۶/۰۸/۰۴')
    expect(sent()).toBe('2027-10-26')
  })

  it('refuses a letter instead of reading it as a zero', async () => {
    renderApp(<Visit day="2026-11-23" />)
    await userEvent.click(screen.getByRole('spinbutton', { name: 'ماه' }))
    await userEvent.keyboard('a')
    await userEvent.keyboard('ب')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۰۲')
    expect(sent()).toBe('2026-11-23')
  })

  it('opens a calendar in Persian digits', async () => {
    renderApp(<Visit day="2026-11-23" />)
    await userEvent.click(screen.getByRole('button', { name: /تاریخ را انتخاب کنید/ }))
    const calendar = await screen.findByRole('dialog')
    expect(within(calendar).getByText('آذر ۱۴۰۵')).toBeTruthy()
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'])
    expect(
      within(calendar).getByRole('gridcell', { name: '۲' }).getAttribute('aria-selected'),
    ).toBe('true')
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '۱۵' }))
    expect(sent()).toBe('2026-12-06')
    expect(shown('روز بازدید')).toBe('۱۴۰۵/۰۹/۱۵')
  })

  it('writes Latin digits on the Gregorian calendar in English', async () => {
    await i18n.changeLanguage('en')
    renderApp(<Visit />)
    const group = screen.getByRole('group', { name: 'روز بازدید' })
    await userEvent.click(within(group).getByRole('spinbutton', { name: 'Month' }))
    await userEvent.keyboard('11۲۳2026')
    expect(shown('روز بازدید')).toBe('11/23/2026')
    expect(sent()).toBe('2026-11-23')
  })
})
