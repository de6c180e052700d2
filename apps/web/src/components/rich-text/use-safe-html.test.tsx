// @vitest-environment jsdom
import { act, render, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useSafeHtml } from './use-safe-html.ts'

const planted = '<p>متن</p><img src="x" onerror="alert(1)"><script>alert(2)</script>'

function Html({ html }: { html: string }) {
  const safe = useSafeHtml(html)
  return <div data-testid="html" dangerouslySetInnerHTML={{ __html: safe ?? '' }} />
}

describe('useSafeHtml', () => {
  it('cleans rich text the browser renders, showing nothing until it is clean', async () => {
    const { getByTestId } = render(<Html html={planted} />)
    const box = getByTestId('html')
    expect(box.innerHTML).toBe('')
    await waitFor(() => expect(box.innerHTML).toContain('<p>متن</p>'))
    expect(box.innerHTML).not.toContain('onerror')
    expect(box.querySelector('script')).toBeNull()
  })

  it('keeps the HTML a server-rendered page came with, and cleans what comes later', async () => {
    const served = '<p>از سرور</p>'
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Html html={served} />)
    document.body.append(container)
    const box = container.firstElementChild as HTMLElement
    const root = await act(async () => hydrateRoot(container, <Html html={served} />))
    expect(box.innerHTML).toBe(served)
    await act(async () => root.render(<Html html={planted} />))
    await waitFor(() => expect(box.innerHTML).toContain('<p>متن</p>'))
    expect(box.innerHTML).not.toContain('onerror')
    root.unmount()
  })
})
