// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { requiredText } from '@kheyr/contracts/validation'
import { MenuItem } from '@mui/material'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { ApiError } from '#lib/api-client.ts'
import { i18n, loadNamespaces } from '#lib/i18n.ts'
import { persian, renderApp } from '#test/render.tsx'
import { ErrorSummary, useFieldLabel } from './error-summary.tsx'
import { FormDialog } from './form-dialog.tsx'
import { FormSelectField } from './form-select-field.tsx'
import { FormTextField } from './form-text-field.tsx'
import { useApiForm } from './use-api-form.ts'

beforeAll(persian)
afterEach(() => i18n.changeLanguage('fa'))

const personInput = z.object({
  name: requiredText(100),
  family: requiredText(100),
  national_code: requiredText(10),
  city: requiredText(50),
  note: z.string(),
})

const labels = {
  fa: {
    name: 'نام',
    family: 'نام خانوادگی',
    national_code: 'کد ملی',
    city: 'شهر',
    note: 'یادداشت',
  },
  en: {
    name: 'Name',
    family: 'Family name',
    national_code: 'National code',
    city: 'City',
    note: 'Note',
  },
}

/** A dialog's form as the features write one: the shared pieces, nothing about the summary. */
function PersonDialog({
  send,
  lang = 'fa',
  city = 'tehran',
}: {
  send: (values: unknown) => Promise<unknown>
  lang?: 'fa' | 'en'
  city?: string
}) {
  const { form, handleSubmit } = useApiForm(personInput, {
    defaultValues: { name: '', family: '', national_code: '', city, note: '' },
  })
  const label = labels[lang]
  const field = (name: 'name' | 'family' | 'national_code' | 'note') => (
    <FormTextField control={form.control} name={name} label={label[name]} />
  )
  return (
    <FormDialog open title="فرد" onClose={() => {}} onSubmit={handleSubmit(send)}>
      {field('name')}
      {field('family')}
      {field('national_code')}
      <FormSelectField control={form.control} name="city" label={label.city}>
        <MenuItem value="">—</MenuItem>
        <MenuItem value="tehran">تهران</MenuItem>
      </FormSelectField>
      {field('note')}
    </FormDialog>
  )
}

const save = () => userEvent.click(screen.getByRole('button', { name: /ذخیره|Save/ }))

describe('the error summary', () => {
  it('names the required fields left empty at the form’s top, in Persian, and takes the focus', async () => {
    const send = vi.fn(async () => {})
    renderApp(<PersonDialog send={send} />)

    await save()

    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toBe('پر کردن فیلدهای نام، نام خانوادگی و کد ملی الزامی است.')
    await waitFor(() => expect(document.activeElement).toBe(summary))
    // Each field keeps its own message.
    expect(screen.getAllByText('این فیلد نباید خالی باشد.')).toHaveLength(3)
    expect(send).not.toHaveBeenCalled()
  })

  it('takes a reader to a field from its name', async () => {
    renderApp(<PersonDialog send={async () => {}} city="" />)
    await save()
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toBe('پر کردن فیلدهای نام، نام خانوادگی، کد ملی و شهر الزامی است.')

    await userEvent.click(within(summary).getByRole('button', { name: 'نام خانوادگی' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'نام خانوادگی' }))
    // A select's name leads to its combobox, not to its hidden input.
    await userEvent.click(within(summary).getByRole('button', { name: 'شهر' }))
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'شهر' }))
  })

  it('stays away when a single field is left empty, or before any submit', async () => {
    renderApp(<PersonDialog send={async () => {}} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'مریم')
    await userEvent.type(screen.getByRole('textbox', { name: 'نام خانوادگی' }), 'رضایی')
    // Left empty and touched, but not submitted.
    await userEvent.click(screen.getByRole('textbox', { name: 'کد ملی' }))
    await userEvent.tab()
    expect(await screen.findByText('این فیلد نباید خالی باشد.')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()

    await save()
    await waitFor(() => expect(screen.getAllByText('این فیلد نباید خالی باشد.')).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('sums up a server’s 422 whose messages say the fields are required', async () => {
    const required = 'این فیلد نباید خالی باشد.'
    const send = vi.fn(async () => {
      throw new ApiError(422, required, { family: [required], national_code: [required] })
    })
    renderApp(<PersonDialog send={send} />)
    for (const [name, typed] of [
      ['نام', 'مریم'],
      ['نام خانوادگی', 'رضایی'],
      ['کد ملی', '0499370899'],
    ])
      await userEvent.type(screen.getByRole('textbox', { name }), typed!)

    await save()

    const summary = await screen.findByRole('alert')
    expect(send).toHaveBeenCalled()
    expect(summary.textContent).toBe('پر کردن فیلدهای نام خانوادگی و کد ملی الزامی است.')
    await waitFor(() => expect(document.activeElement).toBe(summary))
  })

  it('joins the names in English as English does', async () => {
    await loadNamespaces('en')
    await i18n.changeLanguage('en')
    renderApp(<PersonDialog send={async () => {}} lang="en" />)
    await save()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The fields Name, Family name and National code are required.',
    )
  })

  it('sits at the top of a form of its own, naming its fields in the order the page shows them', async () => {
    function Plain() {
      const { form, handleSubmit } = useApiForm(personInput, {
        defaultValues: { name: '', family: '', national_code: '1', city: '', note: '' },
      })
      // A field of the form's own making, named by the form (so after the others register).
      useFieldLabel(form.control, 'city', 'شهر')
      return (
        <form onSubmit={handleSubmit(async () => {})} noValidate>
          <ErrorSummary control={form.control} />
          <select aria-label="شهر" {...form.register('city')}>
            <option value="">—</option>
          </select>
          <FormTextField control={form.control} name="name" label="نام" />
          <FormTextField control={form.control} name="family" label="نام خانوادگی" />
          <button type="submit">ذخیره</button>
        </form>
      )
    }
    renderApp(<Plain />)
    await save()
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toBe('پر کردن فیلدهای شهر، نام و نام خانوادگی الزامی است.')
    await userEvent.click(within(summary).getByRole('button', { name: 'شهر' }))
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'شهر' }))
  })
})
