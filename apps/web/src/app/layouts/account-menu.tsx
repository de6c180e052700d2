import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined'
import { Button, Typography } from '@mui/material'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useUser } from '#lib/session/user.ts'
import { paths } from '#lib/paths.ts'
import { useDataDir } from '#lib/data-dir.ts'
import { toast } from '#lib/toasts.ts'
import { ShellPart } from './shell-part.tsx'

// The menu itself (popover machinery included) loads when first opened.
const loadPopup = () => import('./account-menu-popup.tsx')

/** Sign-in for guests; for a signed-in user, a menu with the account, dashboard and sign-out. */
export function AccountMenu({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t } = useTranslation()
  const user = useUser()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  const location = useLocation()
  const dataDir = useDataDir()

  if (!user) {
    return (
      <Button
        component={Link}
        to={paths.signin(location.pathname + location.search)}
        color={color}
        variant="outlined"
        size="small"
        startIcon={<PersonOutline />}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('account.signin')}
      </Button>
    )
  }

  const close = () => setAnchor(null)
  return (
    <>
      <Button
        color={color}
        size="small"
        startIcon={<AccountCircleOutlined />}
        aria-label={t('account.menuOf', { name: user.name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ maxWidth: 180 }}
      >
        <Typography
          component="span"
          noWrap
          dir={dataDir}
          sx={{ fontSize: 'inherit', fontWeight: 'inherit' }}
        >
          {user.name}
        </Typography>
      </Button>
      {anchor && (
        <ShellPart
          load={loadPopup}
          props={{ id: menuId, anchor, onClose: close }}
          onFail={() => {
            close()
            toast.error(t('errors.offline'))
          }}
        />
      )}
    </>
  )
}
