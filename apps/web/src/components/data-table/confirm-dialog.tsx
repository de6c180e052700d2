import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonProps,
} from '@mui/material'
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

export type ConfirmOptions = {
  title?: string
  confirmLabel?: string
  /** `error` for destructive actions. */
  color?: ButtonProps['color']
}

export type ConfirmDialogProps = ConfirmOptions & {
  open: boolean
  message: string
  onConfirm: () => void
  onCancel: () => void
}

/** A yes/no question before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  message,
  title,
  confirmLabel,
  color = 'primary',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('data-table')
  const id = useId()
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
    >
      <DialogTitle id={`${id}-title`}>{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        {/* Focus starts on the safe choice, so Enter never destroys by accident. */}
        <Button onClick={onCancel} color="inherit" autoFocus>
          {t('confirm.cancel')}
        </Button>
        <Button onClick={onConfirm} color={color} variant="contained">
          {confirmLabel ?? t('confirm.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

type Request = ConfirmOptions & { message: string; resolve: (ok: boolean) => void }
type State = { request: Request | null; open: boolean; hosts: string[] }

let state: State = { request: null, open: false, hosts: [] }
const listeners = new Set<() => void>()
const set = (patch: Partial<State>) => {
  state = { ...state, ...patch }
  listeners.forEach((l) => l())
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const snapshot = () => state

function settle(ok: boolean) {
  state.request?.resolve(ok)
  // The request stays for the closing animation; only `open` changes.
  set({ open: false, request: state.request ? { ...state.request, resolve: () => {} } : null })
}

function ask(message: string, options: ConfirmOptions = {}): Promise<boolean> {
  // Without a mounted host there is nowhere to ask; the browser's own dialog still protects.
  if (!state.hosts.length) return Promise.resolve(window.confirm(message))
  state.request?.resolve(false)
  return new Promise((resolve) => set({ request: { ...options, message, resolve }, open: true }))
}

/**
 * Renders the questions `useConfirm()` asks. Mount it once near the top of the tree; `DataTable`
 * mounts one too, and only the first mounted host draws, so a page never shows two dialogs.
 */
export function ConfirmDialogHost() {
  const id = useId()
  const current = useSyncExternalStore(subscribe, snapshot, snapshot)
  useEffect(() => {
    set({ hosts: [...state.hosts, id] })
    return () => {
      set({ hosts: state.hosts.filter((h) => h !== id) })
      if (!state.hosts.length && state.request) settle(false)
    }
  }, [id])
  if (current.hosts[0] !== id || !current.request) return null
  const { message, title, confirmLabel, color } = current.request
  return (
    <ConfirmDialog
      open={current.open}
      message={message}
      title={title}
      confirmLabel={confirmLabel}
      color={color}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  )
}

/** `const confirm = useConfirm(); if (await confirm('...')) ...`: resolves true when confirmed. */
export function useConfirm(): (message: string, options?: ConfirmOptions) => Promise<boolean> {
  return useCallback((message: string, options?: ConfirmOptions) => ask(message, options), [])
}
