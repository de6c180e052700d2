// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { changedBeforeTakeOver } from './adopt-choice.ts'

/** A form as the server sent it: each field's served value is its default. */
function served() {
  const form = document.createElement('form')
  form.innerHTML = `
    <input type="hidden" name="_token" value="t">
    <input name="amount" value="">
    <textarea name="description">نیت</textarea>
    <input type="radio" name="suggested" value="50000">
    <input type="radio" name="suggested" value="100000">
    <input type="radio" name="gateway" value="sandbox" checked>
    <input type="radio" name="gateway" value="sep">
    <input type="checkbox" name="anonymous">
    <select name="periods"><option value="1" selected>1</option><option value="2">2</option></select>
    <select name="start"><option value="1405-09">آذر</option><option value="1405-10">دی</option></select>`
  return form
}

describe('changedBeforeTakeOver', () => {
  it('finds nothing in a form as served', () => {
    expect([...changedBeforeTakeOver(served())]).toEqual([])
  })

  it('finds what the visitor typed, ticked and chose, and nothing else', () => {
    const form = served()
    const field = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!
    field('amount').value = '25000'
    field('anonymous').checked = true
    form.querySelector<HTMLInputElement>('[value="100000"]')!.checked = true
    form.querySelector<HTMLSelectElement>('[name="start"]')!.value = '1405-10'
    ;(form.querySelector('[name="_token"]') as HTMLInputElement).value = 'changed'
    expect(Object.fromEntries(changedBeforeTakeOver(form))).toEqual({
      amount: '25000',
      anonymous: true,
      suggested: '100000',
      start: '1405-10',
    })
  })
})
