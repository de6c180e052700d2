import MenuOutlined from '@mui/icons-material/MenuOutlined'
import {
  AppBar,
  Box,
  Button,
  Container,
  IconButton,
  Stack,
  Toolbar,
  Typography,
} from '@mui/material'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import logo from '#assets/logo.svg'
import { LanguageSwitch } from '#components/language-switch.tsx'
import { NotificationsBell } from '#features/notifications/components/notifications-bell.tsx'
import { paths } from '#lib/paths.ts'
import { toast } from '#lib/toasts.ts'
import { InstallButton } from '../pwa.tsx'
import { AccountMenu } from './account-menu.tsx'
import { ShellPart } from './shell-part.tsx'
import { useSiteNav } from './site-nav.ts'

function HomeLink() {
  const { t } = useTranslation()
  return (
    <Box
      component={Link}
      to={paths.home}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
      }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 36, height: 36 }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: 20, color: 'primary.dark' }}>
        {t('app.name')}
      </Typography>
    </Box>
  )
}

/** The site's sections, on wider screens (phones have the menu drawer). */
function MainNav() {
  const { t } = useTranslation()
  const nav = useSiteNav()
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, mx: 2 }}
    >
      {nav.map((item) => (
        <Button
          key={item.label}
          component={item.onPage ? Link : NavLink}
          to={item.to}
          {...(item.onPage ? {} : { end: item.end })}
          color="inherit"
          sx={{ fontWeight: 500, '&.active': { color: 'primary.dark', fontWeight: 700 } }}
        >
          {t(item.label)}
        </Button>
      ))}
    </Box>
  )
}

// The phone menu's drawer (and the modal machinery under it) loads on first open.
const loadMobileNav = () => import('./mobile-nav.tsx')

/** Logo, navigation, sign-in or account menu, language switch; a drawer on phones. */
export function SiteHeader() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [menuMounted, setMenuMounted] = useState(false)

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
          <IconButton
            edge="start"
            aria-label={t('nav.openMenu')}
            onClick={() => {
              setMenuMounted(true)
              setOpen(true)
            }}
            sx={{ display: { md: 'none' } }}
          >
            <MenuOutlined />
          </IconButton>
          <HomeLink />
          <MainNav />
          <Box sx={{ flexGrow: 1 }} />
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <InstallButton />
            </Box>
            <NotificationsBell />
            <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
              <LanguageSwitch />
            </Box>
            <AccountMenu color="primary" />
          </Stack>
        </Toolbar>
      </Container>
      {menuMounted && (
        <ShellPart
          load={loadMobileNav}
          props={{ open, onClose: () => setOpen(false) }}
          onFail={() => {
            setMenuMounted(false)
            setOpen(false)
            toast.error(t('errors.offline'))
          }}
        />
      )}
    </AppBar>
  )
}
