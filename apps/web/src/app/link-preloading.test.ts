// @vitest-environment jsdom
import type { RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PageChunks } from '../../vite.first-paint.ts'
import { forgetModulePreloads } from '#lib/module-preload.ts'
import { createPreloadQueue } from '#lib/preload-queue.ts'
import { keepPagePartsForLater, startLinkPreloading } from './link-preloading.ts'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

function routeTable() {
  const layout = vi.fn(async () => ({}))
  const needies = vi.fn(async () => ({}))
  const needy = vi.fn(async () => ({}))
  const home = vi.fn(async () => ({}))
  const routes: RouteObject[] = [
    {
      lazy: layout,
      children: [
        { path: '/dashboard/needies', lazy: needies },
        { path: '/dashboard/needies/:id', lazy: needy },
      ],
    },
    { path: '/', lazy: home },
  ]
  return { routes, layout, needies, needy, home }
}

function link(href: string, attributes: Record<string, string> = {}) {
  const a = document.createElement('a')
  a.href = href
  a.textContent = href
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
  document.body.append(a)
  return a
}

const hover = (element: Element) =>
  element.dispatchEvent(new Event('pointerover', { bubbles: true }))

/** An IntersectionObserver the test moves links into view with. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined
  observed = new Set<Element>()
  constructor(private callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this
  }
  observe(element: Element) {
    this.observed.add(element)
  }
  unobserve(element: Element) {
    this.observed.delete(element)
  }
  disconnect() {
    this.observed.clear()
  }
  show(element: Element) {
    if (!this.observed.has(element)) return
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry
    this.callback([entry], this as unknown as IntersectionObserver)
  }
}

let stop: (() => void) | undefined
/** Without the build's list of files (as on the dev server), a route's `lazy` runs. */
const start = (
  routes: RouteObject[],
  chunks: () => Promise<PageChunks | null> = async () => null,
) => (stop = startLinkPreloading(routes, createPreloadQueue({ skip: () => false }), chunks))

const named = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)]
    .map((l) => new URL(l.href).pathname)
    .sort()

beforeEach(() => {
  window.history.replaceState(null, '', '/')
})

afterEach(() => {
  stop?.()
  document.body.replaceChildren()
  document.head.replaceChildren()
  forgetModulePreloads()
  Reflect.deleteProperty(window.navigator, 'connection')
})

describe('link preloading', () => {
  it('loads the code of the page under the pointer, with its layout, and no other page', async () => {
    const { routes, layout, needies, needy, home } = routeTable()
    const a = link('/dashboard/needies')
    start(routes)

    hover(a)
    await settle()

    expect(layout).toHaveBeenCalledOnce()
    expect(needies).toHaveBeenCalledOnce()
    expect(needy).not.toHaveBeenCalled()
    expect(home).not.toHaveBeenCalled()
  })

  it('with the build’s list, names the page’s files and texts to the browser without running them', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const { routes, layout, needies } = routeTable()
    routes[0]!.handle = { pageSource: 'src/app/layouts/panel-layout.tsx' }
    routes[0]!.children![0]!.handle = { pageSource: 'src/features/needies/pages/needies-page.tsx' }
    const list: PageChunks = {
      pages: {
        'src/app/layouts/panel-layout.tsx': ['assets/panel-layout-1.js', 'assets/Drawer-2.js'],
        'src/features/needies/pages/needies-page.tsx': [
          'assets/needies-page-3.js',
          'assets/Drawer-2.js',
        ],
      },
      locales: { fa: { needies: ['assets/fa-4.js'] }, en: { needies: ['assets/en-5.js'] } },
      texts: { 'src/features/needies/pages/needies-page.tsx': ['needies'] },
    }
    // The entry's own modules are not named again.
    const entry = document.createElement('script')
    entry.type = 'module'
    entry.src = '/assets/Drawer-2.js'
    document.head.append(entry)
    const a = link('/dashboard/needies')
    start(routes, async () => list)
    const files = ['/assets/fa-4.js', '/assets/needies-page-3.js', '/assets/panel-layout-1.js']

    // In view: downloaded at the lowest priority, nothing compiled.
    FakeIntersectionObserver.current!.show(a)
    await settle()
    expect(named('prefetch')).toEqual(files)
    expect(named('modulepreload')).toEqual([])

    // Under the pointer: compiled too, as the page is about to open.
    hover(a)
    await settle()
    expect(named('modulepreload')).toEqual(files)
    expect(layout).not.toHaveBeenCalled()
    expect(needies).not.toHaveBeenCalled()
  })

  it('names a layout’s language bundle and messages, not each namespace its code reads', async () => {
    const { routes } = routeTable()
    routes[0]!.handle = { pageSource: 'src/app/layouts/panel-layout.tsx', allTexts: true }
    routes[0]!.children![0]!.handle = { pageSource: 'src/features/needies/pages/needies-page.tsx' }
    const list: PageChunks = {
      pages: {
        'src/app/layouts/panel-layout.tsx': ['assets/panel-layout-1.js'],
        'src/features/needies/pages/needies-page.tsx': ['assets/needies-page-3.js'],
      },
      locales: {
        fa: {
          needies: ['assets/fa-4.js'],
          sms: ['assets/fa-6.js'],
          errors: ['assets/messages-fa-7.js'],
          validation: ['assets/messages-fa-7.js'],
        },
        en: {},
      },
      texts: {
        'src/app/layouts/panel-layout.tsx': ['needies', 'sms'],
        'src/features/needies/pages/needies-page.tsx': ['needies'],
      },
      bundles: { fa: ['assets/fa-all-8.js'], en: ['assets/en-all-9.js'] },
    }
    const a = link('/dashboard/needies')
    start(routes, async () => list)

    hover(a)
    await settle()
    expect(named('modulepreload')).toEqual([
      '/assets/fa-4.js',
      '/assets/fa-all-8.js',
      '/assets/messages-fa-7.js',
      '/assets/needies-page-3.js',
      '/assets/panel-layout-1.js',
    ])
  })

  it('hands the files of a link in view to the service worker where one takes them', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const { routes, needies } = routeTable()
    routes[0]!.children![0]!.handle = { pageSource: 'src/features/needies/pages/needies-page.tsx' }
    const list: PageChunks = {
      pages: { 'src/features/needies/pages/needies-page.tsx': ['assets/needies-page-3.js'] },
      locales: { fa: {}, en: {} },
    }
    const worker = vi.fn(async (_files: readonly string[]) => true)
    const a = link('/dashboard/needies')
    stop = startLinkPreloading(
      routes,
      createPreloadQueue({ skip: () => false }),
      async () => list,
      worker,
    )

    FakeIntersectionObserver.current!.show(a)
    await settle()

    expect(worker).toHaveBeenCalledWith(['/assets/needies-page-3.js'])
    expect(named('prefetch')).toEqual([])
    expect(needies).not.toHaveBeenCalled()
  })

  it('keeps preloading under the pointer while the service worker is still to come', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const { routes } = routeTable()
    const list: PageChunks = { pages: {}, locales: { fa: {}, en: {} } }
    const paths = Array.from({ length: 7 }, (_, i) => `/page-${i}`)
    routes.push(
      ...paths.map((path) => {
        list.pages[`src/${path}.tsx`] = [`assets${path}.js`]
        return { path, lazy: vi.fn(async () => ({})), handle: { pageSource: `src/${path}.tsx` } }
      }),
    )
    const links = paths.map((path) => link(path))
    // A worker that never becomes active (its registration failed).
    stop = startLinkPreloading(
      routes,
      createPreloadQueue({ skip: () => false }),
      async () => list,
      () => new Promise<boolean>(() => undefined),
    )

    for (const a of links.slice(0, 6)) FakeIntersectionObserver.current!.show(a)
    await settle()
    hover(links[6]!)
    await settle()

    expect(named('modulepreload')).toEqual(['/assets/page-6.js'])
  })

  it('loads a route once for all the links that lead to it', async () => {
    const { routes, layout, needy } = routeTable()
    const links = [link('/dashboard/needies/1'), link('/dashboard/needies/2')]
    start(routes)

    links.forEach(hover)
    links[0]!.dispatchEvent(new Event('focusin', { bubbles: true }))
    await settle()

    expect(needy).toHaveBeenCalledOnce()
    expect(layout).toHaveBeenCalledOnce()
  })

  it('starts on a focused or touched link too', async () => {
    const { routes, needies, needy } = routeTable()
    const focused = link('/dashboard/needies')
    const touched = link('/dashboard/needies/7')
    start(routes)

    focused.dispatchEvent(new Event('focusin', { bubbles: true }))
    // A touch lands on what the link holds.
    touched.replaceChildren(document.createElement('span'))
    touched.firstChild!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    await settle()

    expect(needies).toHaveBeenCalledOnce()
    expect(needy).toHaveBeenCalledOnce()
  })

  it('leaves links to other sites, new tabs, files and this page alone', async () => {
    const { routes, needies, home } = routeTable()
    window.history.replaceState(null, '', '/dashboard/needies')
    const links = [
      link('https://example.com/dashboard/needies'),
      link('/dashboard/needies/1', { target: '_blank' }),
      link('/dashboard/needies/1', { download: '' }),
      link('#top'),
      link('/dashboard/needies?page=2'),
    ]
    start(routes)

    links.forEach(hover)
    await settle()

    expect(needies).not.toHaveBeenCalled()
    expect(home).not.toHaveBeenCalled()
  })

  it('loads the pages of links once they come into view, those added later too', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const { routes, needies, needy } = routeTable()
    const early = link('/dashboard/needies')
    start(routes)
    const io = FakeIntersectionObserver.current!

    await settle()
    expect(needies).not.toHaveBeenCalled()
    io.show(early)
    const later = document.createElement('div')
    later.innerHTML = '<p><a href="/dashboard/needies/3">۳</a></p>'
    document.body.append(later)
    await settle()
    io.show(later.querySelector('a')!)
    await settle()

    expect(needies).toHaveBeenCalledOnce()
    expect(needy).toHaveBeenCalledOnce()
    expect(io.observed.size).toBe(0)
  })

  it('loads nothing when the visitor saves data', async () => {
    Object.defineProperty(window.navigator, 'connection', {
      value: { saveData: true, effectiveType: '4g' },
      configurable: true,
    })
    const { routes, layout, needies } = routeTable()
    const a = link('/dashboard/needies')
    // The app's own queue: it reads the connection itself.
    stop = startLinkPreloading(routes)

    hover(a)
    await settle()

    expect(layout).not.toHaveBeenCalled()
    expect(needies).not.toHaveBeenCalled()
  })
})

describe('the open page’s parts for later', () => {
  it('hands the code of the page’s own later parts and their texts to the service worker', async () => {
    const { routes } = routeTable()
    routes[1]!.handle = { pageSource: 'src/features/home/pages/home-page.tsx' }
    const list: PageChunks = {
      pages: { 'src/features/home/pages/home-page.tsx': ['assets/home-page-1.js'] },
      locales: {
        fa: { form: ['assets/fa-form-3.js'], payment: ['assets/fa-payment-4.js'] },
        en: { form: ['assets/en-form-5.js'], payment: ['assets/en-payment-6.js'] },
      },
      later: { 'src/features/home/pages/home-page.tsx': ['assets/give-form-2.js'] },
      laterTexts: { 'src/features/home/pages/home-page.tsx': ['form', 'payment'] },
    }
    const worker = vi.fn(async (_files: readonly string[]) => true)

    await keepPagePartsForLater(routes, '/', async () => list, worker)
    // In the visitor's language (Persian here), not both.
    expect(worker).toHaveBeenCalledWith([
      '/assets/give-form-2.js',
      '/assets/fa-form-3.js',
      '/assets/fa-payment-4.js',
    ])

    worker.mockClear()
    await keepPagePartsForLater(routes, '/dashboard/needies', async () => list, worker)
    expect(worker).not.toHaveBeenCalled()
  })
})
