// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '#lib/i18n.ts'
import { persian, renderApp } from '../../test/render.tsx'
import { LazyMediaPlayer } from './lazy-media-player.tsx'

const video = {
  kind: 'video' as const,
  src: '/storage/report.mp4',
  type: 'video/mp4',
  title: 'گزارش تصویری',
  captions: [{ src: '/storage/report.vtt', srclang: 'fa', label: 'فارسی', default: true }],
}

beforeAll(persian)

describe('LazyMediaPlayer', () => {
  it('serves the browser’s own player, which plays before the script and without it', () => {
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <LazyMediaPlayer {...video} />
      </I18nextProvider>,
    )
    const served = document.createElement('div')
    served.innerHTML = html
    const media = served.querySelector('video')!
    expect(media.hasAttribute('controls')).toBe(true)
    expect(media.getAttribute('aria-label')).toBe('گزارش تصویری')
    expect(media.querySelector('source')?.getAttribute('src')).toBe('/storage/report.mp4')
    expect(media.querySelector('track')?.getAttribute('srclang')).toBe('fa')
    // Plyr's code is not needed to serve it.
    expect(html).not.toContain('plyr')
  })

  it('in a page the browser renders, loads Plyr, saying so meanwhile', async () => {
    const { findByText } = renderApp(<LazyMediaPlayer {...video} />)
    expect(await findByText('در حال آماده‌سازی پخش‌کننده…')).toBeTruthy()
  })
})
