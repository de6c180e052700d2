import { describe, expect, it } from 'vitest'
import { reasonOf } from './sign-in-reason.tsx'

describe('why a guest is asked to sign in', () => {
  it('is told by the page they were going to', () => {
    expect(reasonOf('/charity/pay-all')).toBe('charity')
    expect(reasonOf('/contact-us')).toBe('contact-us')
    expect(reasonOf('/chest/create')).toBe('chest')
    expect(reasonOf('/profile/bills?page=2')).toBe('profile')
  })

  it('is a plain "to go on" for another page or a link that leads off the site', () => {
    expect(reasonOf('/notifications')).toBe('other')
    expect(reasonOf('https://elsewhere.example/charity')).toBe('other')
  })

  it('is not given when they came to sign in by themselves', () => {
    expect(reasonOf(null)).toBeNull()
  })
})
