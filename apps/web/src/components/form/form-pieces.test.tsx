// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mobileField, requiredText } from '@kheyr/contracts/validation'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { useSaveRecord } from '#lib/resource.ts'
import { toastStore } from '#lib/toasts.ts'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import { FormDialog } from './form-dialog.tsx'
import { FormTextField } from './form-text-field.tsx'
import { SwitchField } from './switch-field.tsx'
import { lazySchema, useApiForm } from './use-api-form.ts'
import { useResourceForm } from './use-resource-form.ts'

beforeAll(persian)

const donorInput = z.object({
  name: requiredText(100),
  mobile: mobileField(),
  active: z.boolean(),
})
type Donor = { id: number; name: string; mobile: string; active: boolean }

/** A dialog as the dashboard's features write them: the shared pieces and nothing else. */
function DonorDialog({ donor, onSaved }: { donor: Donor | null; onSaved: () => void }) {
  const save = useSaveRecord<z.output<typeof donorInput>, Donor>('donors', donor?.id)
  const { form, validateLive, submit, submitting } = useResourceForm(donorInput, {
    resource: 'donors',
    record: donor,
    save: save.mutateAsync,
    savedMessage: 'ذخیره شد.',
    onSaved,
    defaultValues: {
      name: donor?.name ?? '',
      mobile: donor?.mobile ?? '',
      active: donor?.active ?? true,
    },
  })
  return (
    <FormDialog open title="نیکوکار" onClose={() => {}} onSubmit={submit} submitting={submitting}>
      <FormTextField control={form.control} name="name" label="نام" />
      <FormTextField
        control={form.control}
        name="mobile"
        label="موبایل"
        ltr
        onBlurField={validateLive}
      />
      <SwitchField control={form.control} name="active" label="فعال" />
    </FormDialog>
  )
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'ذخیره' }))

describe('form pieces', () => {
  it('show the shared schema’s message on the field, in Persian, before anything is sent', async () => {
    const calls = fakeApi(() => ({ body: {} }))
    renderApp(<DonorDialog donor={null} onSaved={() => {}} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'موبایل' }), '123')
    await save()
    expect(await screen.findByText('این فیلد نباید خالی باشد.')).toBeTruthy()
    expect(screen.getByText('شمارهٔ موبایل معتبر نیست.')).toBeTruthy()
    // Only the live check of the mobile as it was left; nothing was saved.
    expect(calls.filter((c) => !c.precognitive)).toHaveLength(0)
  })

  it('write a mobile left to right, and check it on the server when it is left', async () => {
    const calls = fakeApi(({ precognitive }) =>
      precognitive
        ? { status: 422, body: { message: 'x', errors: { mobile: ['این موبایل تکراری است.'] } } }
        : { body: {} },
    )
    renderApp(<DonorDialog donor={null} onSaved={() => {}} />)
    const mobile = screen.getByRole('textbox', { name: 'موبایل' })
    expect(mobile.getAttribute('dir')).toBe('ltr')
    await userEvent.type(mobile, '09121234567')
    await userEvent.tab()
    expect(await screen.findByText('این موبایل تکراری است.')).toBeTruthy()
    expect(calls).toMatchObject([{ method: 'POST', path: '/dashboard/donors', precognitive: true }])
  })

  it('create with the switch’s value, toast, refresh the resource and close', async () => {
    const calls = fakeApi(({ precognitive, body }) =>
      precognitive
        ? { status: 204 }
        : { status: 201, body: { data: { id: 7, ...(body as object) } } },
    )
    const onSaved = vi.fn()
    const { queryClient } = renderApp(<DonorDialog donor={null} onSaved={onSaved} />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'مریم')
    await userEvent.type(screen.getByRole('textbox', { name: 'موبایل' }), '09121234567')
    const active = screen.getByRole('switch', { name: 'فعال' })
    await userEvent.click(active)
    expect((active as HTMLInputElement).checked).toBe(false)
    await save()
    await waitFor(() => expect(onSaved).toHaveBeenCalled())
    const created = calls.find((c) => c.method === 'POST' && !c.precognitive)!
    expect(created.body).toEqual({ name: 'مریم', mobile: '09121234567', active: false })
    expect(toastStore.all().map((t) => t.message)).toContain('ذخیره شد.')
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['dashboard', 'donors'] })
  })

  it('update an existing record with PUT, and put a 422 on its field instead of closing', async () => {
    const calls = fakeApi(({ precognitive }) =>
      precognitive
        ? { status: 204 }
        : { status: 422, body: { message: 'x', errors: { name: ['نام تکراری است.'] } } },
    )
    const onSaved = vi.fn()
    renderApp(
      <DonorDialog
        donor={{ id: 3, name: 'علی', mobile: '09121234567', active: true }}
        onSaved={onSaved}
      />,
    )
    await save()
    expect(await screen.findByText('نام تکراری است.')).toBeTruthy()
    expect(calls.find((c) => !c.precognitive)).toMatchObject({
      method: 'PUT',
      path: '/dashboard/donors/3',
    })
    expect(onSaved).not.toHaveBeenCalled()
  })
})

/** A public page's form: its schema comes with the first check, not with the page. */
const lazyDonor = lazySchema(async () => {
  lazyLoads += 1
  return z.object({ name: requiredText(100), mobile: mobileField() })
})
let lazyLoads = 0

function LazyDonorForm({ onSave }: { onSave: (values: unknown) => void }) {
  const { form, handleSubmit } = useApiForm(lazyDonor, {
    defaultValues: { name: '', mobile: '' },
  })
  return (
    <form onSubmit={handleSubmit(async (values) => onSave(values))}>
      <FormTextField control={form.control} name="name" label="نام" />
      <FormTextField control={form.control} name="mobile" label="موبایل" ltr />
      <button type="submit">ذخیره</button>
    </form>
  )
}

describe('a form whose schema loads late', () => {
  it('renders without the schema, then checks and sends with it', async () => {
    fakeApi(() => ({ body: {} }))
    const onSave = vi.fn()
    renderApp(<LazyDonorForm onSave={onSave} />)
    expect(lazyLoads).toBe(0)
    await userEvent.type(screen.getByRole('textbox', { name: 'موبایل' }), '123')
    await save()
    expect(await screen.findByText('این فیلد نباید خالی باشد.')).toBeTruthy()
    expect(screen.getByText('شمارهٔ موبایل معتبر نیست.')).toBeTruthy()
    expect(onSave).not.toHaveBeenCalled()

    await userEvent.type(screen.getByRole('textbox', { name: 'نام' }), 'مریم')
    await userEvent.clear(screen.getByRole('textbox', { name: 'موبایل' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'موبایل' }), '۰۹۱۲۱۲۳۴۵۶۷')
    await save()
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({ name: 'مریم', mobile: '09121234567' }),
    )
    expect(lazyLoads).toBe(1)
  })
})
