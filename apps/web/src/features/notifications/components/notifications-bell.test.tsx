// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { fakeApi, persian, renderApp } from '#test/render.tsx'
import { NotificationsBell } from './notifications-bell.tsx'

beforeAll(persian)

const identity = { id: 7, name: 'مریم', roles: [], permissions: [], panel_access: false }

describe('the notifications bell', () => {
  it('is named first by the count it shows (WCAG 2.5.3: the name starts with the visible text)', async () => {
    fakeApi((call) =>
      call.path === '/user' ? { body: identity } : { body: { data: { count: 3 } } },
    )
    renderApp(<NotificationsBell />)
    const bell = await screen.findByRole('link', { name: '۳ اعلان خوانده‌نشده' })
    const shown = bell.querySelector('.MuiBadge-badge')!.textContent!
    expect(shown).toBe('۳')
    expect(bell.getAttribute('aria-label')!.startsWith(shown)).toBe(true)
  })

  it('past 99 shows «۹۹+» and starts its name with it', async () => {
    fakeApi((call) =>
      call.path === '/user' ? { body: identity } : { body: { data: { count: 140 } } },
    )
    renderApp(<NotificationsBell />)
    expect(await screen.findByRole('link', { name: '۹۹+ اعلان خوانده‌نشده' })).toBeTruthy()
  })
})
