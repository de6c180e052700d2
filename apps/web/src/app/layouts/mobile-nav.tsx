import CloseOutlined from '@mui/icons-material/CloseOutlined'
import {
  Box,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { LanguageSwitch } from '#components/language-switch.tsx'
import { InstallButton } from '../pwa.tsx'
import { useSiteNav } from './site-nav.ts'

/** The site navigation in a drawer, for phones. */
export default function MobileNav({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const nav = useSiteNav()
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box sx={{ width: 280 }} role="presentation">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Typography sx={{ fontWeight: 800, color: 'primary.dark' }}>{t('app.name')}</Typography>
          <IconButton aria-label={t('nav.closeMenu')} onClick={onClose}>
            <CloseOutlined />
          </IconButton>
        </Stack>
        <List component="nav" aria-label={t('nav.main')}>
          {nav.map((item) => (
            <ListItemButton
              key={item.label}
              component={item.onPage ? Link : NavLink}
              to={item.to}
              {...(item.onPage ? {} : { end: item.end })}
              onClick={onClose}
              sx={{ '&.active': { color: 'primary.dark', bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          ))}
        </List>
        <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
          <LanguageSwitch color="primary" />
          <InstallButton />
        </Stack>
      </Box>
    </Drawer>
  )
}
