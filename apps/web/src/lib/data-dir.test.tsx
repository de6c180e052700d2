// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { useDataDir } from './data-dir.ts'
import { textsIn } from './i18n.ts'
import { i18n, TextsProvider } from './texts.ts'

function Title() {
  return <h1 dir={useDataDir()}>SMS خیریه</h1>
}

describe('useDataDir', () => {
  afterEach(() => {
    i18n.changeLanguage('fa')
  })

  it('lets the text pick its direction on an English page, as the server renders it', () => {
    const html = renderToString(
      <TextsProvider value={textsIn('en')}>
        <Title />
      </TextsProvider>,
    )
    expect(html).toBe('<h1 dir="auto">SMS خیریه</h1>')
  })

  it('leaves text right to left with the page on a Persian page', () => {
    const html = renderToString(
      <TextsProvider value={textsIn('fa')}>
        <Title />
      </TextsProvider>,
    )
    expect(html).toBe('<h1>SMS خیریه</h1>')
  })

  it('follows a language switch in the browser', async () => {
    const { container } = render(<Title />)
    const title = container.querySelector('h1')!
    expect(title.hasAttribute('dir')).toBe(false)
    act(() => i18n.changeLanguage('en'))
    expect(title.getAttribute('dir')).toBe('auto')
    act(() => i18n.changeLanguage('fa'))
    // No direction of its own: Preact leaves an empty attribute, which HTML reads as none.
    expect(title.dir).toBe('')
  })
})
