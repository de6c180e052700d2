import { describe, expect, it } from 'vitest'
import { isValidNationalCode, normalizeMobile, toLatinDigits, toPersianDigits } from './digits.ts'

describe('digits', () => {
  it('turns Persian and Arabic digits into Latin', () => {
    expect(toLatinDigits('۰۹۱۲٣٤٥abc')).toBe('0912345abc')
  })

  it('writes Latin digits in Persian', () => {
    expect(toPersianDigits('12,500')).toBe('۱۲,۵۰۰')
  })

  it.each([
    ['09121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['٠٩١٢-١٢٣-٤٥٦٧', '09121234567'],
  ])('normalises the mobile %s', (input, expected) => {
    expect(normalizeMobile(input)).toBe(expected)
  })

  it.each(['0912123456', '08121234567', '+9891212345678', 'abc', ''])(
    'refuses the mobile %s',
    (input) => {
      expect(normalizeMobile(input)).toBeNull()
    },
  )

  it('checks the national code check digit', () => {
    expect(isValidNationalCode('0499370899')).toBe(true)
    expect(isValidNationalCode('۰۴۹۹۳۷۰۸۹۹')).toBe(true)
    expect(isValidNationalCode('0499370898')).toBe(false)
    expect(isValidNationalCode('1111111111')).toBe(false)
    expect(isValidNationalCode('049937089')).toBe(false)
  })
})
