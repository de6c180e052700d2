import type { ComponentType } from 'react'
import { loadNamespaces } from '../lib/i18n.ts'
import type { RouteObject } from 'react-router'
import { dashboardItem } from './dashboard-sections.ts'
import { AccessGuard } from './guards.tsx'
import { DefaultLayout } from './layouts/default-layout.tsx'
import { NotFoundPage } from './not-found-page.tsx'
import type { Access, LayoutName, RouteMeta } from './route-meta.ts'
import { RouteErrorBoundary } from './route-error.tsx'

type PageModule = { default: ComponentType }
type Page = Omit<RouteMeta, 'layout' | 'access'> & {
  path: string
  load: () => Promise<PageModule>
}

const placeholder = () => import('./placeholder-page.tsx')

/** Dashboard pages take their permissions from the drawer declaration. */
const dash = (name: string, path: string, load: () => Promise<PageModule> = placeholder): Page => {
  const item = dashboardItem(name)
  return {
    name,
    path,
    load,
    ...(item?.permissions ? { permissions: item.permissions } : {}),
    ...(item?.superAdmin ? { superAdmin: true } : {}),
  }
}

/** Every route of spec section 2, grouped by layout, then by guard. */
const table: Record<LayoutName, Partial<Record<Access, Page[]>>> = {
  default: {
    public: [
      { name: 'index', path: '/', load: () => import('./home-route.tsx') },
      {
        name: 'campaign',
        path: '/campaign',
        keepAlive: true,
        load: () => import('../features/campaigns/pages/campaign-list-page.tsx'),
      },
      {
        name: 'campaign-slug',
        path: '/campaign/:slug',
        load: () => import('../features/campaigns/pages/campaign-page.tsx'),
      },
      {
        name: 'charity-create-slug',
        path: '/charity/create/:slug',
        load: () => import('../features/charities/pages/charity-create-page.tsx'),
      },
      {
        name: 'crown',
        path: '/crown',
        load: () => import('../features/crowns/pages/crown-page.tsx'),
      },
      {
        name: 'notifications',
        path: '/notifications',
        load: () => import('../features/notifications/pages/notifications-page.tsx'),
      },
      {
        name: 'static_page-slug',
        path: '/static_page/:slug',
        load: () => import('../features/static-pages/pages/static-page.tsx'),
      },
      { name: 'subscription-create-slug', path: '/subscription/create/:slug', load: placeholder },
      {
        name: 'verify',
        path: '/verify',
        load: () => import('../features/payments/pages/verify-page.tsx'),
      },
    ],
    guest: [{ name: 'chest', path: '/chest', load: placeholder }],
    auth: [
      {
        name: 'charity',
        path: '/charity',
        load: () => import('../features/charities/pages/charity-overview-page.tsx'),
      },
      {
        name: 'charity-all',
        path: '/charity/all',
        keepAlive: true,
        load: () => import('../features/charities/pages/charity-list-page.tsx'),
      },
      {
        name: 'charity-pay-all',
        path: '/charity/pay-all',
        load: () => import('../features/charities/pages/charity-pay-all-page.tsx'),
      },
      {
        name: 'charity-id',
        path: '/charity/:id',
        load: () => import('../features/charities/pages/charity-detail-page.tsx'),
      },
      { name: 'chest-create', path: '/chest/create', keepAlive: true, load: placeholder },
      { name: 'chest-id', path: '/chest/:id', load: placeholder },
      {
        name: 'contact-us',
        path: '/contact-us',
        load: () => import('../features/contact-us/pages/contact-us-page.tsx'),
      },
      {
        name: 'contact-us-all',
        path: '/contact-us/all',
        load: () => import('../features/contact-us/pages/contact-us-all-page.tsx'),
      },
      {
        name: 'contact-us-id',
        path: '/contact-us/:id',
        load: () => import('../features/contact-us/pages/contact-us-show-page.tsx'),
      },
      {
        name: 'profile',
        path: '/profile',
        load: () => import('../features/account/pages/profile-page.tsx'),
      },
      {
        name: 'profile-bills',
        path: '/profile/bills',
        load: () => import('../features/payments/pages/my-bills-page.tsx'),
      },
      {
        name: 'profile-crowns',
        path: '/profile/crowns',
        load: () => import('../features/crowns/pages/my-crowns-page.tsx'),
      },
      {
        name: 'profile-transactions',
        path: '/profile/transactions',
        load: () => import('../features/payments/pages/my-transactions-page.tsx'),
      },
      { name: 'subscription', path: '/subscription', load: placeholder },
      { name: 'subscription-id', path: '/subscription/:id', load: placeholder },
    ],
  },
  auth: {
    guest: [
      {
        name: 'auth-signin',
        path: '/auth/signin',
        load: () => import('../features/auth/pages/signin-page.tsx'),
      },
    ],
  },
  panel: {
    // Spec: "no access rule shown"; a member's own memberships need only a signed-in user.
    auth: [dash('dashboard-subscriptions', '/dashboard/subscriptions')],
    panel: [
      dash(
        'dashboard',
        '/dashboard',
        () => import('../features/dashboard/pages/dashboard-home-page.tsx'),
      ),
      dash(
        'dashboard-bills',
        '/dashboard/bills',
        () => import('../features/payments/pages/dashboard-bills-page.tsx'),
      ),
      dash(
        'dashboard-campaign',
        '/dashboard/campaign',
        () => import('../features/campaigns/pages/dashboard-campaigns-page.tsx'),
      ),
      dash(
        'dashboard-campaign-id',
        '/dashboard/campaign/:id',
        () => import('../features/campaigns/pages/dashboard-campaign-page.tsx'),
      ),
      dash('dashboard-chests', '/dashboard/chests'),
      dash(
        'dashboard-contact',
        '/dashboard/contact',
        () => import('../features/contact/pages/contact-page.tsx'),
      ),
      dash(
        'dashboard-contact-settings',
        '/dashboard/contact/settings',
        () => import('../features/contact/pages/contact-settings-page.tsx'),
      ),
      dash(
        'dashboard-crowns',
        '/dashboard/crowns',
        () => import('../features/crowns/pages/dashboard-crowns-page.tsx'),
      ),
      dash('dashboard-needies', '/dashboard/needies'),
      dash('dashboard-needies-dependents', '/dashboard/needies/dependents'),
      dash('dashboard-needies-helps', '/dashboard/needies/helps'),
      dash(
        'dashboard-settings',
        '/dashboard/settings',
        () => import('../features/settings/pages/settings-page.tsx'),
      ),
      dash(
        'dashboard-settings-static-page',
        '/dashboard/settings/static-pages/:id',
        () => import('../features/static-pages/pages/static-page-editor-page.tsx'),
      ),
      dash(
        'dashboard-sliders',
        '/dashboard/sliders',
        () => import('../features/sliders/pages/sliders-page.tsx'),
      ),
      dash('dashboard-sms', '/dashboard/sms', () => import('../features/sms/pages/sms-page.tsx')),
      dash(
        'dashboard-sms-settings',
        '/dashboard/sms/settings',
        () => import('../features/sms/pages/sms-settings-page.tsx'),
      ),
      dash(
        'dashboard-transactions-name',
        '/dashboard/transactions/:name',
        () => import('../features/payments/pages/dashboard-transactions-page.tsx'),
      ),
      dash('dashboard-user-subscriptions', '/dashboard/user-subscriptions'),
      dash(
        'dashboard-users',
        '/dashboard/users',
        () => import('../features/users/pages/users-page.tsx'),
      ),
      dash(
        'dashboard-users-roles',
        '/dashboard/users/roles',
        () => import('../features/users/pages/roles-page.tsx'),
      ),
      dash(
        'dashboard-media',
        '/dashboard/media',
        () => import('../features/media/pages/media-page.tsx'),
      ),
      dash(
        'dashboard-logs',
        '/dashboard/logs',
        () => import('../features/logs/pages/logs-page.tsx'),
      ),
    ],
  },
  blank: {
    panel: [
      {
        ...dash(
          'dashboard-crowns-list-print',
          '/dashboard/crowns/list-print',
          () => import('../features/crowns/pages/crowns-list-print-page.tsx'),
        ),
        permissions: ['crowns.print'],
      },
      {
        ...dash(
          'dashboard-crowns-print-id',
          '/dashboard/crowns/:print',
          () => import('../features/crowns/pages/crown-print-page.tsx'),
        ),
        permissions: ['crowns.print'],
      },
    ],
  },
}

/** The public layout ships with the first page; the others load with their first page. */
const LAYOUTS: Record<LayoutName, Pick<RouteObject, 'Component' | 'lazy'>> = {
  default: { Component: DefaultLayout },
  auth: {
    lazy: async () => {
      const [m] = await Promise.all([import('./layouts/auth-layout.tsx'), loadNamespaces()])
      return { Component: m.AuthLayout }
    },
  },
  panel: {
    lazy: async () => {
      const [m] = await Promise.all([import('./layouts/panel-layout.tsx'), loadNamespaces()])
      return { Component: m.PanelLayout }
    },
  },
  blank: {
    lazy: async () => {
      const [m] = await Promise.all([import('./layouts/blank-layout.tsx'), loadNamespaces()])
      return { Component: m.BlankLayout }
    },
  },
}

export function buildRoutes(): RouteObject[] {
  const layouts = (Object.keys(table) as LayoutName[]).map((layout): RouteObject => {
    const groups = table[layout]
    return {
      ...LAYOUTS[layout],
      ErrorBoundary: RouteErrorBoundary,
      children: (Object.keys(groups) as Access[]).map((access) => ({
        element: <AccessGuard access={access} />,
        children: groups[access]!.map(({ path, load, ...meta }) => ({
          path,
          handle: { meta: { ...meta, access, layout } satisfies RouteMeta },
          // The home page ships its texts with the first load; every other page brings the rest.
          lazy: async () => {
            const [m] = await Promise.all([load(), meta.name === 'index' ? null : loadNamespaces()])
            return { Component: m.default }
          },
        })),
      })),
    }
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
