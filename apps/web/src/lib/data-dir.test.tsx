// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { useDataDir } from './data-dir.ts'
import { i18n, textsIn } from './i18n.ts'

function Title() {
  return <h1 dir={useDataDir()}>SMS خیریه</h1>
}

describe('useDataDir', () => {
  afterEach(async () => {
    await i18n.changeLanguage('fa')
  })

  it('lets the text pick its direction on an English page, as the server renders it', () => {
    const html = renderToString(
      <I18nextProvider i18n={textsIn('en')}>
        <Title />
      </I18nextProvider>,
    )
    expect(html).toBe('<h1 dir="auto">SMS خیریه</h1>')
  })

  it('leaves text right to left with the page on a Persian page', () => {
    const html = renderToString(
      <I18nextProvider i18n={textsIn('fa')}>
        <Title />
      </I18nextProvider>,
    )
    expect(html).toBe('<h1>SMS خیریه</h1>')
  })

  it('follows a language switch in the browser', async () => {
    const { container } = render(<Title />)
    expect(container.querySelector('h1')!.hasAttribute('dir')).toBe(false)
    await act(() => i18n.changeLanguage('en'))
    expect(container.querySelector('h1')!.getAttribute('dir')).toBe('auto')
    await act(() => i18n.changeLanguage('fa'))
    expect(container.querySelector('h1')!.hasAttribute('dir')).toBe(false)
  })
})
