import ExpandLess from '@mui/icons-material/ExpandLess'
import ExpandMore from '@mui/icons-material/ExpandMore'
import MenuOutlined from '@mui/icons-material/MenuOutlined'
import NavigateNext from '@mui/icons-material/NavigateNext'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import {
  AppBar,
  Box,
  Breadcrumbs,
  Button,
  Collapse,
  Drawer,
  IconButton,
  Link,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListItem,
  ListSubheader,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material'
import { useDeferredValue, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, NavLink, Outlet, useLocation } from 'react-router'
import logo from '#assets/logo.svg'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { HydrationSlice } from '#components/hydration-slice.tsx'
import { LanguageSwitch } from '#components/language-switch.tsx'
import { SkipLink } from '#components/skip-link.tsx'
import { dashboardStore, useDashboardState } from '#lib/dashboard-store.ts'
import { useHydrated } from '#lib/hydrated.ts'
import { usePageTitle } from '#lib/page-title.ts'
import { paths } from '#lib/paths.ts'
import { useRouteMeta } from '#lib/route-meta.ts'
import { useUser } from '#lib/session/user.ts'
import { dashboardItems, dashboardTrail, mayOpen, type DashboardItem } from './dashboard-drawer.ts'
import { AccountMenu } from './account-menu.tsx'
import { DashboardShortcuts } from './dashboard-shortcuts.tsx'
import { ImpersonationBanner } from './impersonation-banner.tsx'

const DRAWER_WIDTH = 272
const GROUPS = ['giving', 'people', 'content', 'system'] as const

function useVisibleItems() {
  const user = useUser()
  return useMemo(() => dashboardItems.filter((item) => !item.hidden && mayOpen(item, user)), [user])
}

function DrawerContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation()
  const items = useVisibleItems()
  const selected = useDashboardState((s) => s.drawerItem)
  const childrenOf = (key: string) => items.filter((i) => i.parent === key)

  const entry = (item: DashboardItem, nested = false) => {
    const children = childrenOf(item.key)
    const open = selected === item.key
    const Icon = item.icon
    return (
      // Each entry is a list item: a link, and its section's pages folded under it.
      <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          component={NavLink}
          to={item.path}
          end={item.key === 'dashboard'}
          onClick={() => {
            // Clicking an open section again folds it; any click restarts the breadcrumb there.
            dashboardStore.selectDrawerItem(item.key, { reset: [] })
            onNavigate()
          }}
          sx={{
            borderRadius: 2,
            mx: 1,
            ...(nested ? { ps: 4 } : {}),
            '&.active': {
              bgcolor: 'rgba(0, 169, 157, 0.12)',
              color: 'primary.dark',
              '& svg': { color: 'primary.dark' },
            },
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(`titles.${item.key}`)} />
          {children.length > 0 && (open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />)}
        </ListItemButton>
        {children.length > 0 && (
          <Collapse in={open} unmountOnExit>
            <List disablePadding>{children.map((child) => entry(child, true))}</List>
          </Collapse>
        )}
      </ListItem>
    )
  }

  const top = items.filter((i) => !i.parent)
  return (
    <Box component="nav" aria-label={t('dashboard.drawer')} sx={{ overflowY: 'auto', pb: 2 }}>
      <List disablePadding>{top.filter((i) => !i.group).map((i) => entry(i))}</List>
      {GROUPS.map((group) => {
        const groupItems = top.filter((i) => i.group === group)
        if (!groupItems.length) return null
        return (
          <List
            key={group}
            disablePadding
            subheader={
              <ListSubheader
                disableSticky
                sx={{ bgcolor: 'transparent', lineHeight: '36px', mt: 1 }}
              >
                {t(`dashboard.groups.${group}`)}
              </ListSubheader>
            }
          >
            {groupItems.map((i) => entry(i))}
          </List>
        )
      })}
    </Box>
  )
}

/** The crumbs from the dashboard home to this page, then the page's own; the last is the title. */
function useCrumbs() {
  const { t } = useTranslation()
  const meta = useRouteMeta()
  const location = useLocation()
  const extraCrumbs = useDashboardState((s) => s.breadcrumbs)
  // A new page starts its breadcrumb from the declaration again.
  useEffect(() => {
    dashboardStore.setBreadcrumbs([])
    dashboardStore.setDrawerOpen(false)
  }, [location.pathname])
  const crumbs = [
    ...dashboardTrail(meta?.name ?? 'dashboard').map((item) => ({
      title: t(`titles.${item.key}`),
      link: item.path,
    })),
    ...extraCrumbs,
  ]
  const title = crumbs[crumbs.length - 1]?.title ?? t('titles.dashboard')
  usePageTitle(title)
  return { crumbs, title }
}

/** The top bar: the menu button on phones, the page title, back to the site, language, account. */
function PanelBar({ title, desktop }: { title: string; desktop: boolean }) {
  const { t } = useTranslation()
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
        marginInlineStart: { md: `${DRAWER_WIDTH}px` },
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {!desktop && (
          <IconButton
            edge="start"
            aria-label={t('nav.openMenu')}
            onClick={() => dashboardStore.setDrawerOpen(true)}
          >
            <MenuOutlined />
          </IconButton>
        )}
        {/* On a phone a long title («صندوق‌های صدقات») takes two lines rather than being cut. */}
        <Typography
          component="h1"
          sx={{
            fontWeight: 700,
            fontSize: { xs: 16, md: 19 },
            lineHeight: 1.35,
            flexGrow: 1,
            minWidth: 0,
            overflow: 'hidden',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
          }}
        >
          {title}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.home}
          color="inherit"
          size="small"
          startIcon={<StorefrontOutlined />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('dashboard.backToSite')}
        </Button>
        <LanguageSwitch />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  )
}

/**
 * The drawer: always there on desktop; on phones a sliding panel drawn only when opened (kept
 * mounted, it rendered every section the user may open with each page, before its first paint).
 */
function PanelDrawer({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation()
  const drawerOpen = useDashboardState((s) => s.drawerOpen)
  const paper = { paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } } as const
  const content = (
    <>
      <Toolbar sx={{ gap: 1 }}>
        <Box component="img" src={logo} alt="" sx={{ width: 32, height: 32 }} />
        <Typography sx={{ fontWeight: 800, color: 'primary.dark' }}>{t('app.name')}</Typography>
      </Toolbar>
      <DrawerContent onNavigate={() => dashboardStore.setDrawerOpen(false)} />
    </>
  )
  return (
    <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
      {desktop ? (
        <Drawer variant="permanent" open slotProps={paper}>
          {content}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => dashboardStore.setDrawerOpen(false)}
          slotProps={paper}
        >
          {content}
        </Drawer>
      )}
    </Box>
  )
}

function PanelBreadcrumbs({ crumbs }: { crumbs: { title: string; link?: string }[] }) {
  const { t } = useTranslation()
  return (
    <Breadcrumbs
      aria-label={t('dashboard.breadcrumbs')}
      separator={<NavigateNext fontSize="small" sx={flipInRtl} />}
      sx={{ mb: 2 }}
    >
      {crumbs.map((crumb, i) =>
        i < crumbs.length - 1 && crumb.link ? (
          <Link key={i} component={RouterLink} to={crumb.link} color="text.secondary">
            {crumb.title}
          </Link>
        ) : (
          <Typography key={i} color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
            {crumb.title}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  )
}

/**
 * The page inside the panel, drawn once the panel is up: its first render (a whole list or a
 * family's file: on a phone, hundreds of milliseconds) is a transition React splits into short
 * turns, not part of one long task with the panel's (decision 036). The pages opened after it
 * render as the router opens them. At start-up the panel itself renders in such a transition
 * (`StartupGate`), and React gives a value deferred inside one its final value at once: the
 * panel and its page then come together. A page the server rendered (the staff pages field
 * workers open on a phone) is there in the HTML, and is taken over as it stands, in a task of its
 * own after the panel's (a slice of the take-over).
 */
function PanelPage() {
  const shown = useDeferredValue(true, !useHydrated())
  // The same element on every render. The take-over's end renders this component again at once
  // (`useHydrated` is a store, and a store's change is a synchronous render): a new element
  // would reach the page's slice before React hydrated it in short turns, and React would then
  // hydrate the whole page in that one synchronous task (400 ms at 4x on the needies list).
  const page = useMemo(
    () => (
      <HydrationSlice>
        <Outlet />
      </HydrationSlice>
    ),
    [],
  )
  return shown ? page : null
}

/** The dashboard: a drawer of sections, breadcrumbs, and the page titled by its last crumb. */
export function PanelLayout() {
  const theme = useTheme()
  // The browser's screen from the first render: a page the server rendered was rendered for it.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const { crumbs, title } = useCrumbs()
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <SkipLink />
      <DashboardShortcuts />
      <PanelBar title={title} desktop={desktop} />
      <PanelDrawer desktop={desktop} />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          outline: 'none',
          p: { xs: 2, md: 3 },
          pt: { xs: 9, md: 11 },
        }}
      >
        <Box sx={{ mx: { xs: -2, md: -3 }, mt: { xs: -2, md: -3 }, mb: 2 }}>
          <ImpersonationBanner />
        </Box>
        <PanelBreadcrumbs crumbs={crumbs} />
        <PanelPage />
      </Box>
    </Box>
  )
}
