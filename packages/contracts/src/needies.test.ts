import { describe, expect, it } from 'vitest'
import { validationMessage } from './messages.ts'
import { needyInput } from './needies.ts'

const base = {
  name: 'زهرا',
  family: 'نمونه',
  national_code: '0499370899',
  mobile: '09121234567',
  address: 'تهران',
  gender: 'female',
}
const errorsOf = (input: Record<string, unknown>) => {
  const result = needyInput.safeParse(input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((i) => [String(i.path[0]), validationMessage(i.message, 'fa')]),
  )
}

describe('the needy info form', () => {
  it('refuses more orphans than dependents, even while other fields are wrong', () => {
    expect(errorsOf({ ...base, name: '', dependents_count: '۲', orphans_count: 3 })).toEqual({
      name: 'این فیلد نباید خالی باشد.',
      orphans_count: 'تعداد فرزندان یتیم درست نیست.',
    })
  })

  it('asks Iranian citizens, and only them, for a national code', () => {
    expect(errorsOf({ ...base, national_code: '' })).toEqual({
      national_code: 'این فیلد نباید خالی باشد.',
    })
    expect(errorsOf({ ...base, national_code: '', citizenship: 'afghan' })).toEqual({})
  })

  it('asks for the gender when none was chosen, in the words of the field', () => {
    expect(errorsOf({ ...base, gender: '' })).toEqual({ gender: 'جنسیت را انتخاب کنید.' })
    expect(errorsOf({ ...base, gender: undefined })).toEqual({ gender: 'جنسیت را انتخاب کنید.' })
  })

  it('wants both coordinates of a map point or neither', () => {
    expect(errorsOf({ ...base, lat: 35.7 })).toEqual({
      lat: 'لطفاً موقعیت را روی نقشه انتخاب کنید.',
    })
    expect(needyInput.parse({ ...base, lat: '', lng: '' })).toMatchObject({ lat: null, lng: null })
  })

  it('writes names with Persian letters', () => {
    expect(needyInput.parse({ ...base, name: 'علي', family: 'كاظمي' })).toMatchObject({
      name: 'علی',
      family: 'کاظمی',
    })
  })
})
