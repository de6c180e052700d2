import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validationMessage } from './messages.ts'
import {
  amountField,
  countField,
  dateField,
  distinctIds,
  idParam,
  mobileField,
  nationalCodeField,
  numericText,
  phoneField,
  requiredText,
} from './validation.ts'

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

describe('the national code', () => {
  const code = nationalCodeField()

  it.each([
    ['0499370899', '0499370899'],
    ['۰۴۹۹۳۷۰۸۹۹', '0499370899'],
    ['٠٤٩٩٣٧٠٨٩٩', '0499370899'],
    ['۰۴۹-۹۳۷۰۸۹-۹', '0499370899'],
    [' 049 937 0899 ', '0499370899'],
    ['0001000012', '0001000012'],
  ])('accepts %s as %s', (input, stored) => {
    expect(code.parse(input)).toBe(stored)
  })

  it.each([
    ['a wrong check digit', '0499370898'],
    ['nine digits', '049937089'],
    ['eleven digits', '04993708990'],
    ['letters', '04993708a9'],
    ['all zeros', '0000000000'],
    ['one digit repeated', '۵۵۵۵۵۵۵۵۵۵'],
  ])('refuses %s', (_, input) => {
    expect(firstMessage(code, input)).toBe('کد ملی باید ۱۰ رقم و معتبر باشد.')
    expect(firstMessage(code, input, 'en')).toBe('The national code must be 10 digits and valid.')
  })

  it('is required when asked for', () => {
    expect(firstMessage(code, '')).toBe('این فیلد نباید خالی باشد.')
  })
})

describe('numbers typed in any script', () => {
  it('reads counts, file numbers and landlines in Persian digits', () => {
    expect(countField().parse('۴')).toBe(4)
    expect(firstMessage(countField(), 'سه')).toBe('مقدار باید عدد صحیح باشد.')
  })

  it('says a negative count cannot be, rather than that it is not a whole number', () => {
    const negative = 'تعداد نمی‌تواند منفی باشد؛ اگر کسی نیست، ۰ بنویسید.'
    expect(firstMessage(countField(), '-۲')).toBe(negative)
    expect(firstMessage(countField(), '−3')).toBe(negative)
    expect(firstMessage(countField(), -1)).toBe(negative)
    expect(firstMessage(countField(), '-2', 'en')).toBe(
      'A count cannot be negative; write 0 if there is no one.',
    )
    expect(firstMessage(countField(), '۲.۵')).toBe('مقدار باید عدد صحیح باشد.')
    expect(numericText('doc_id_numeric').parse('۱۲-۳۴')).toBe('1234')
    expect(firstMessage(numericText('doc_id_numeric'), 'الف۱')).toBe('شمارهٔ پرونده باید عدد باشد.')
    expect(phoneField().parse('۰۲۱ ۸۸۰۰ ۱۲۳۴')).toBe('02188001234')
    expect(firstMessage(phoneField(), '88001234')).toBe('شماره تلفن باید ۱۱ رقم باشد.')
    expect(amountField('monthly_income_numeric').parse('۸٬۵۰۰٬۰۰۰')).toBe(8_500_000)
    expect(firstMessage(amountField('monthly_income_numeric'), 'زیاد')).toBe(
      'درآمد ماهانه باید عدد باشد.',
    )
  })

  it('refuses a list of ids that names one twice', () => {
    expect(distinctIds(5).parse([3, 1, 2])).toEqual([3, 1, 2])
    expect(firstMessage(distinctIds(5), [3, 1, 3])).toBe(
      'شناسه‌های موجود را نمی‌توان دوباره به کار برد.',
    )
    expect(firstMessage(distinctIds(5, idParam), ['7', 7], 'en')).toBe(
      'Existing ids cannot be used.',
    )
    expect(firstMessage(distinctIds(2), [1, 2, 3])).toBe('حداکثر ۲ مورد می‌توانید انتخاب کنید.')
  })

  it('reads days and refuses ones that do not exist', () => {
    expect(dateField().parse('۲۰۲۴-۰۳-۲۰')).toBe('2024-03-20')
    expect(firstMessage(dateField(), '2024-02-30')).toBe('تاریخ واردشده معتبر نیست.')
    expect(firstMessage(dateField(), '20/03/2024')).toBe('تاریخ واردشده معتبر نیست.')
  })
})

describe('suggested amounts and the least amount', () => {
  it('refuses a suggestion below the least amount, on that suggestion, for memberships too', async () => {
    const { subscriptionTypeInput } = await import('./subscriptions.ts')
    const base = { title: 'حمایت ماهانه', slug: 'monthly', period_months: 1, min_amount: 50000 }
    const bad = subscriptionTypeInput.safeParse({ ...base, suggested_amounts: [100000, 20000] })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toContain('suggested_amounts.1')
    const good = subscriptionTypeInput.safeParse({ ...base, suggested_amounts: [50000, 100000] })
    expect(good.error?.issues ?? []).toEqual([])
  })
})
