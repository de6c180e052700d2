import { describe, expect, it } from 'vitest'
import { stepInUrl } from './use-sign-in-flow.ts'

const step = (search: string) => stepInUrl(new URLSearchParams(search))

describe('the sign-in step an address names', () => {
  it('is the code’s step for a mobile a code was texted to, asking a new one its name', () => {
    expect(step('step=code&mobile=09121234567&new=1')).toMatchObject({
      name: 'code',
      sent: { mobile: '09121234567', registered: false },
    })
    expect(step('step=code&mobile=09121234567')).toMatchObject({ sent: { registered: true } })
  })

  it('is the password’s or the second factor’s when named, else the mobile’s for a code', () => {
    expect(step('step=password&mobile=09121234567')).toEqual({ name: 'mobile', mode: 'password' })
    expect(step('step=two-factor')).toEqual({ name: 'two-factor' })
    expect(step('step=code')).toEqual({ name: 'mobile', mode: 'otp' })
    expect(step('redirect=/profile')).toEqual({ name: 'mobile', mode: 'otp' })
  })
})
