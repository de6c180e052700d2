import DashboardOutlined from '@mui/icons-material/DashboardOutlined'
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined'
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined'
import { CharityBoxIcon } from '#components/charity-box-icon.tsx'
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined'
import LogoutOutlined from '@mui/icons-material/LogoutOutlined'
import PersonOutline from '@mui/icons-material/PersonOutlineOutlined'
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined'
import { Divider, ListItemIcon, Menu, MenuItem } from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { useUser } from '#lib/session/user.ts'
import { flipInRtl } from '#components/flip-in-rtl.ts'
import { useLogout } from '#lib/session/session.ts'
import { toast } from '#lib/toasts.ts'
import { paths } from '#lib/paths.ts'

type Props = { id: string; anchor: HTMLElement; onClose: () => void }

/** The signed-in user's menu: account, donations, dashboard (with panel access), sign-out. */
export default function AccountMenuPopup({ id, anchor, onClose }: Props) {
  const { t } = useTranslation()
  const user = useUser()
  const logout = useLogout()
  const navigate = useNavigate()
  return (
    <Menu id={id} anchorEl={anchor} open onClose={onClose}>
      <MenuItem component={Link} to={paths.profile} onClick={onClose}>
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        {t('account.profile')}
      </MenuItem>
      <MenuItem component={Link} to={paths.charity.all} onClick={onClose}>
        <ListItemIcon>
          <VolunteerActivismOutlined fontSize="small" />
        </ListItemIcon>
        {t('account.myCharities')}
      </MenuItem>
      <MenuItem component={Link} to={paths.bills} onClick={onClose}>
        <ListItemIcon>
          <ReceiptLongOutlined fontSize="small" />
        </ListItemIcon>
        {t('account.myBills')}
      </MenuItem>
      <MenuItem component={Link} to={paths.statement} onClick={onClose}>
        <ListItemIcon>
          <SummarizeOutlined fontSize="small" />
        </ListItemIcon>
        {t('account.myStatement')}
      </MenuItem>
      <MenuItem component={Link} to={paths.myCrowns} onClick={onClose}>
        <ListItemIcon>
          <LocalFloristOutlined fontSize="small" />
        </ListItemIcon>
        {t('account.myCrowns')}
      </MenuItem>
      <MenuItem component={Link} to={paths.chest.mine} onClick={onClose}>
        <ListItemIcon>
          <CharityBoxIcon fontSize="small" />
        </ListItemIcon>
        {t('account.myChests')}
      </MenuItem>
      {user?.panel_access && (
        <MenuItem component={Link} to={paths.dashboard.home} onClick={onClose}>
          <ListItemIcon>
            <DashboardOutlined fontSize="small" />
          </ListItemIcon>
          {t('nav.dashboard')}
        </MenuItem>
      )}
      <Divider />
      <MenuItem
        onClick={async () => {
          onClose()
          await logout.mutateAsync()
          toast.info(t('account.loggedOut'))
          navigate(paths.home)
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" sx={flipInRtl} />
        </ListItemIcon>
        {t('account.logout')}
      </MenuItem>
    </Menu>
  )
}
