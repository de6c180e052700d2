// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import { NeedyForm } from './needy-form.tsx'

beforeAll(persian)

describe('NeedyForm', () => {
  it('marks the gender as required and asks for it by name when saving without one', async () => {
    const calls = fakeApi(() => ({ body: { data: [] } }))
    renderApp(<NeedyForm needy={null} />)
    const gender = screen.getByRole('combobox', { name: /جنسیت/ })
    // The label carries the asterisk of a required field.
    const label = document.getElementById(gender.getAttribute('aria-labelledby')!.split(' ')[0]!)
    expect(label?.textContent).toMatch(/جنسیت\s*\*/)
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ پرونده' }))
    expect(await screen.findByText('جنسیت را انتخاب کنید.')).toBeTruthy()
    expect(screen.queryByText('گزینهٔ انتخاب‌شده معتبر نیست.')).toBeNull()
    expect(calls.some((c) => c.method === 'POST' && !c.precognitive)).toBe(false)
  })

  it('says a negative count cannot be, not that it is not a whole number', async () => {
    fakeApi(() => ({ body: { data: [] } }))
    renderApp(<NeedyForm needy={null} />)
    const count = screen.getByRole('textbox', { name: 'تعداد افراد تحت تکفل' })
    await userEvent.clear(count)
    await userEvent.type(count, '-۲')
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ پرونده' }))
    await waitFor(() =>
      expect(screen.getByText('تعداد نمی‌تواند منفی باشد؛ اگر کسی نیست، ۰ بنویسید.')).toBeTruthy(),
    )
    expect(screen.queryByText('مقدار باید عدد صحیح باشد.')).toBeNull()
  })

  it('names every required field left empty at the top of the form, and goes there', async () => {
    fakeApi(() => ({ body: { data: [] } }))
    renderApp(<NeedyForm needy={null} />)
    await userEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ پرونده' }))
    const summary = await screen.findByRole('alert')
    expect(summary.textContent).toBe(
      'پر کردن فیلدهای نام، نام خانوادگی، کد ملی، جنسیت، موبایل و نشانی الزامی است.',
    )
    await waitFor(() => expect(document.activeElement).toBe(summary))
  })
})
