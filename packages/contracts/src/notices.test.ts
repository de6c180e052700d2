import { describe, expect, it } from 'vitest'
import { bothLangs, notice, notices } from './notices.ts'

const keys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${prefix ? '.' : ''}${k}`))
    : [prefix]
const texts = (value: unknown): string[] =>
  value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [String(value)]

describe("the server's notices", () => {
  it('have the same keys in Persian and English, none empty', () => {
    expect(keys(notices.en).sort()).toEqual(keys(notices.fa).sort())
    for (const text of [...texts(notices.fa), ...texts(notices.en)])
      expect(text.trim()).not.toBe('')
  })

  it('write Persian ی and ک, and join می/نمی to the verb', () => {
    for (const text of texts(notices.fa)) {
      expect(text).not.toMatch(/[يك]/)
      expect(text).not.toMatch(/(^|\s)ن?می\s/)
    }
  })

  it('fill parameters, keeping a code in the digits it was given', () => {
    expect(notice('fa', 'sms', 'otp', { code: '012345', host: 'kheyr.example' })).toBe(
      'کد ورود شما به خیر: 012345\nاین کد تا ۲ دقیقه معتبر است.\n\n@kheyr.example #012345',
    )
    // Confirming who someone is is no sign-in: its text says «کد تأیید».
    expect(notice('fa', 'sms', 'otp_confirm', { code: '012345', host: 'kheyr.example' })).toMatch(
      /^کد تأیید شما در خیر: 012345\n/,
    )
    expect(bothLangs('payments', 'unanswered')).toEqual({
      fa: 'پاسخی از درگاه نرسید.',
      en: 'The gateway never answered.',
    })
  })
})
