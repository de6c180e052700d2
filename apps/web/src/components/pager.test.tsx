// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { persian, renderApp } from '#test/render.tsx'
import { Pager } from './pager.tsx'

beforeAll(persian)

describe('Pager', () => {
  it('shows nothing when there is one page', () => {
    const { container } = renderApp(<Pager page={1} count={1} onChange={() => {}} />)
    expect(container.querySelector('nav')).toBeNull()
  })

  it('numbers the pages in Persian digits and names them for screen readers', () => {
    renderApp(<Pager page={2} count={3} onChange={() => {}} />)
    const current = screen.getByRole('button', { name: 'صفحهٔ ۲' })
    expect(current.textContent).toBe('۲')
    expect(current.getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'صفحهٔ ۳' }).textContent).toBe('۳')
  })

  it('tells which page was chosen, by button or by the next arrow', async () => {
    const onChange = vi.fn()
    renderApp(<Pager page={1} count={3} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'صفحهٔ ۳' }))
    expect(onChange).toHaveBeenLastCalledWith(3)
    await userEvent.click(screen.getByRole('button', { name: 'صفحهٔ بعد' }))
    expect(onChange).toHaveBeenLastCalledWith(2)
  })
})
