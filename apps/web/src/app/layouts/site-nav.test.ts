import { describe, expect, it } from 'vitest'
import { siteNav } from './site-nav.ts'

const target = (signedIn: boolean, label: string) =>
  siteNav(signedIn).find((item) => item.label === label)

describe('the main navigation', () => {
  it('leads a guest’s «صدقه و نذر» to the giving choices on the home page, not to sign in', () => {
    expect(target(false, 'nav.charity')).toMatchObject({ to: '/#give', onPage: true })
  })

  it('leads a signed-in person’s «صدقه و نذر» to their gifts', () => {
    expect(target(true, 'nav.charity')).toMatchObject({ to: '/charity' })
    expect(target(true, 'nav.charity')?.onPage).toBeUndefined()
  })

  it('keeps «تماس با ما» on the message form either way (the sign-in page says why it needs an account)', () => {
    expect(target(false, 'nav.contact')?.to).toBe('/contact-us')
    expect(target(true, 'nav.contact')?.to).toBe('/contact-us')
  })
})
