import { describe, expect, it } from 'vitest'
import { typedDigitsAs } from './typed-digits.ts'

describe('digits typed into a picker field', () => {
  const typed = (text: string, script: 'persian' | 'latin') => {
    const target = { textContent: text, isContentEditable: true }
    typedDigitsAs(script)({ target } as never)
    return target.textContent
  }

  it('become the field’s own script, whatever keyboard typed them', () => {
    expect(typed('۱', 'latin')).toBe('1')
    expect(typed('٣', 'latin')).toBe('3')
    expect(typed('۷', 'latin')).toBe('7')
    expect(typed('۷', 'persian')).toBe('۷')
  })
})
