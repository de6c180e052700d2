import { compile, middleware, serialize, stringify } from 'stylis'
import { describe, expect, it } from 'vitest'
import { prefixer } from './css-prefixer.ts'

const css = (source: string) => serialize(compile(source), middleware([prefixer, stringify]))

describe('css prefixer', () => {
  it('writes flexbox, transitions and keyframes as today’s browsers read them, unprefixed', () => {
    expect(
      css(
        '.a{display:flex;flex-direction:column;transition:opacity 1s;}@keyframes k{from{opacity:0}}',
      ),
    ).toBe(
      '.a{display:flex;flex-direction:column;transition:opacity 1s;}@keyframes k{from{opacity:0;}}',
    )
  })

  it('adds -webkit- where Safari still needs it', () => {
    expect(css('.a{user-select:none;backdrop-filter:blur(4px);}')).toBe(
      '.a{-webkit-user-select:none;user-select:none;-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);}',
    )
  })
})
