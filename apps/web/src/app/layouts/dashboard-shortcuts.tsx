import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useUser } from '#lib/session/user.ts'
import { dashboardItem, mayOpen } from './dashboard-drawer.ts'

/** The second key of a chain (`g` then `n`) counts within this many ms of the first. */
export const CHAIN_MS = 800

/** `g` then the key: the page (a drawer item) it opens. */
const GO_TO = [
  { key: 'd', item: 'dashboard' },
  { key: 'n', item: 'dashboard-needies' },
  { key: 't', item: 'dashboard-transactions-name' },
] as const

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock'])

/**
 * The shortcut key an event stands for, or null. Letters are read by their place on the keyboard
 * when the layout is not Latin (on a Persian keyboard the G key types «ل»); `?` is also «؟» and
 * shift with the slash key. Any other modifier makes it no shortcut (the browser's own keys).
 */
export function shortcutKey(event: KeyboardEvent): string | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null
  if (event.key === '?' || event.key === '؟' || (event.shiftKey && event.code === 'Slash'))
    return '?'
  if (event.shiftKey) return null
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase()
  return /^Key([A-Z])$/.exec(event.code)?.[1]?.toLowerCase() ?? null
}

/** Keys typed into a field, or pressed in a dialog or menu, are theirs. */
const theirs = (target: EventTarget | null) =>
  target instanceof Element &&
  target.closest(
    'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="textbox"], [role="dialog"], [role="menu"], [role="listbox"]',
  ) !== null

/**
 * The dashboard's keyboard shortcuts: `g` then `d` the dashboard home, `g` `n` the needy people,
 * `g` `t` the transactions (each only for whoever may open it), `?` the list of them.
 */
export function DashboardShortcuts() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useUser()
  const [open, setOpen] = useState(false)
  const shortcuts = useMemo(
    () =>
      GO_TO.flatMap(({ key, item }) => {
        const target = dashboardItem(item)
        return target && mayOpen(target, user) ? [{ key, item, path: target.path }] : []
      }),
    [user],
  )

  useEffect(() => {
    let chain: number | undefined
    const endChain = () => {
      window.clearTimeout(chain)
      chain = undefined
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || MODIFIERS.has(event.key)) return
      if (theirs(event.target)) return endChain()
      const key = shortcutKey(event)
      const chained = chain !== undefined
      endChain()
      if (chained) {
        const shortcut = shortcuts.find((s) => s.key === key)
        if (!shortcut) return
        event.preventDefault()
        void navigate(shortcut.path)
      } else if (key === 'g') {
        chain = window.setTimeout(endChain, CHAIN_MS)
      } else if (key === '?') {
        event.preventDefault()
        setOpen(true)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      endChain()
    }
  }, [shortcuts, navigate])

  const keys = (...pressed: string[]) => (
    <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      {pressed.map((k, i) => (
        <Box key={k} component="span" sx={{ display: 'contents' }}>
          {i > 0 && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
              {t('dashboard.shortcuts.then')}
            </Box>
          )}
          <Box
            component="kbd"
            sx={{
              minWidth: 28,
              px: 0.75,
              py: 0.25,
              textAlign: 'center',
              fontFamily: 'monospace',
              fontSize: 15,
              border: 1,
              borderColor: 'divider',
              borderBottomWidth: 3,
              borderRadius: 1,
              bgcolor: 'grey.50',
            }}
          >
            {k}
          </Box>
        </Box>
      ))}
    </Box>
  )
  const row = (pressed: string[], label: string) => (
    <Box
      key={pressed.join(' ')}
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {keys(...pressed)}
      <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
        {label}
      </Box>
    </Box>
  )

  return (
    <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
      <DialogTitle>{t('dashboard.shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ m: 0 }}>
          {shortcuts.map((s) =>
            row(['g', s.key], t('dashboard.shortcuts.goTo', { page: t(`titles.${s.item}`) })),
          )}
          {row(['?'], t('dashboard.shortcuts.help'))}
        </Box>
        <Box component="p" sx={{ mb: 0, color: 'text.secondary', fontSize: 14 }}>
          {t('dashboard.shortcuts.hint')}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setOpen(false)}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
