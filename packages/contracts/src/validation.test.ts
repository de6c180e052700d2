import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validationMessage } from './messages.ts'
import { amountField, mobileField, requiredText } from './validation.ts'

const firstMessage = (schema: z.ZodType, input: unknown, lang: 'fa' | 'en' = 'fa') => {
  const result = schema.safeParse(input)
  if (result.success) throw new Error('expected a failure')
  return validationMessage(result.error.issues[0]!.message, lang)
}

describe('validation messages', () => {
  it('says a required field must not be empty, in Persian', () => {
    expect(firstMessage(requiredText(), '')).toBe('این فیلد نباید خالی باشد.')
    expect(firstMessage(z.object({ a: requiredText() }), {})).toBe('این فیلد نباید خالی باشد.')
  })

  it('carries parameters and formats them in the language', () => {
    const schema = z.string().min(8)
    expect(firstMessage(schema, 'abc')).toBe('این فیلد باید دست‌کم ۸ نویسه باشد.')
    expect(firstMessage(schema, 'abc', 'en')).toBe('This field must be at least 8 characters.')
  })

  it('normalises a mobile and refuses a bad one', () => {
    expect(mobileField().parse('+98 912 123 4567')).toBe('09121234567')
    expect(firstMessage(mobileField(), '12345')).toBe('شمارهٔ موبایل معتبر نیست.')
  })

  it('reads amounts in Persian digits and refuses words', () => {
    expect(amountField().parse('۵۰٬۰۰۰')).toBe(50000)
    expect(firstMessage(amountField(), 'ده هزار')).toBe('مقدار باید عدد باشد.')
  })
})
