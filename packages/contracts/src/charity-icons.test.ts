import { describe, expect, it } from 'vitest'
import { CHARITY_ICONS, charityIcon, DEFAULT_CHARITY_ICON } from './charity-icons.ts'

describe('the icon a kind of giving shows', () => {
  it('is the one staff picked', () => {
    expect(charityIcon('mosque')).toBe('mosque')
  })

  it('is the default when none was picked or the name is unknown', () => {
    expect(charityIcon(null)).toBe(DEFAULT_CHARITY_ICON)
    expect(charityIcon('rocket')).toBe(DEFAULT_CHARITY_ICON)
  })

  it('never is a piggy bank: a kind that kept the withdrawn icon shows money instead', () => {
    expect(CHARITY_ICONS).not.toContain('savings')
    expect(charityIcon('savings')).toBe('payments')
  })
})
