import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { currentLang, loadNamespaces } from '#lib/i18n.ts'
import type { FeatureRoute, PageLoad, RouteSource } from '#lib/feature.ts'
import { patternOf } from '#lib/paths.ts'
import type { Access, LayoutName, RouteMeta } from '#lib/route-meta.ts'
import { featureRoutes } from './features.ts'
import { AccessGuard } from './guards.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import { RouteErrorBoundary } from './route-error.tsx'

const LAYOUT_ORDER: LayoutName[] = ['default', 'auth', 'panel', 'blank']
const ACCESS_ORDER: Access[] = ['public', 'guest', 'auth', 'panel']

/**
 * A layout loaded with its first page, and its texts. The route's `handle` names its module
 * (`pageSource`, added by the build) for link preloading.
 */
function lazyLayout<M>(
  load: PageLoad<M>,
  component: (m: M) => ComponentType,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    handle: { pageSource: load.pageSource, allTexts: true } satisfies RouteSource,
    lazy: async () => {
      const [m] = await Promise.all([load(), loadNamespaces()])
      return { Component: component(m) }
    },
  }
}

/** The public layout ships with the first page; the others load with their first page. */
const LAYOUTS: Record<LayoutName, Pick<RouteObject, 'Component' | 'lazy' | 'handle'>> = {
  default: { Component: DefaultLayout },
  auth: lazyLayout(
    () => import('./layouts/auth-layout.tsx'),
    (m) => m.AuthLayout,
  ),
  panel: lazyLayout(
    () => import('./layouts/panel-layout.tsx'),
    (m) => m.PanelLayout,
  ),
  blank: lazyLayout(
    () => import('./layouts/blank-layout.tsx'),
    (m) => m.BlankLayout,
  ),
}

/**
 * A page route's `handle`: its meta, and once its code has loaded, which module it is and the
 * translation namespaces it reads.
 */
export type PageHandle = RouteSource & { meta: RouteMeta; namespaces?: string[] }

const pageRoute = ({ path, load, ...meta }: FeatureRoute): RouteObject => {
  const handle: PageHandle = { meta: meta satisfies RouteMeta, pageSource: load.pageSource }
  return {
    path: patternOf(path),
    handle,
    // The page brings the texts its code reads (all of them, for a module the build did not
    // mark); the server render names both in the HTML it sends (see `pageChunks`).
    lazy: async () => {
      const m = await load()
      handle.pageSource = m.pageSource
      handle.namespaces = m.namespaces
      await loadNamespaces(currentLang(), m.namespaces)
      return { Component: m.default }
    },
  }
}

/** Every feature's pages, grouped by layout, then by guard (spec section 2). */
export function buildRoutes(routes: FeatureRoute[] = featureRoutes): RouteObject[] {
  const layouts = LAYOUT_ORDER.flatMap((layout): RouteObject[] => {
    const inLayout = routes.filter((r) => r.layout === layout)
    if (!inLayout.length) return []
    return [
      {
        ...LAYOUTS[layout],
        ErrorBoundary: RouteErrorBoundary,
        children: ACCESS_ORDER.flatMap((access) => {
          const guarded = inLayout.filter((r) => r.access === access)
          // A page that fails (its code or data out of reach without internet, an error
          // screen) shows inside its layout: the header and its menus stay.
          return guarded.length
            ? [
                {
                  element: <AccessGuard access={access} />,
                  ErrorBoundary: RouteErrorBoundary,
                  children: guarded.map(pageRoute),
                },
              ]
            : []
        }),
      },
    ]
  })
  // Anything else: the 404 screen, in the panel layout under /dashboard.
  layouts.push(
    {
      ...LAYOUTS.panel,
      children: [
        {
          path: '/dashboard/*',
          Component: NotFoundPage,
          handle: { meta: { name: 'dashboard', access: 'public', layout: 'panel' } },
        },
      ],
    },
    {
      Component: DefaultLayout,
      children: [
        {
          path: '*',
          Component: NotFoundPage,
          handle: { meta: { name: 'index', access: 'public', layout: 'default' } },
        },
      ],
    },
  )
  return layouts
}
