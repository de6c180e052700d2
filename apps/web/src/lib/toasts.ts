import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info'
export type Toast = {
  id: number
  message: string
  variant: ToastVariant
  timeout: number
  /** Top centre by default; news that needs no action sits at the bottom, out of the header. */
  placement?: 'top' | 'bottom'
}

export const TOAST_TIMEOUT = 5000

let toasts: Toast[] = []
let lastId = 0
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/**
 * The toast store of spec section 4: add, update, remove, clear. Ids come from the current time
 * (made unique when two toasts arrive in the same millisecond).
 */
export const toastStore = {
  add(
    message: string,
    variant: ToastVariant = 'default',
    timeout = TOAST_TIMEOUT,
    placement: Toast['placement'] = 'top',
  ): number {
    const id = Math.max(Date.now(), lastId + 1)
    lastId = id
    toasts = [...toasts, { id, message, variant, timeout, placement }]
    emit()
    return id
  },
  update(id: number, patch: Partial<Omit<Toast, 'id'>>) {
    toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t))
    emit()
  },
  remove(id: number) {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  },
  clear() {
    toasts = []
    emit()
  },
  all: () => toasts,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

export const toast = {
  success: (message: string) => toastStore.add(message, 'success'),
  error: (message: string) => toastStore.add(message, 'error'),
  info: (message: string) => toastStore.add(message, 'info'),
  warning: (message: string) => toastStore.add(message, 'warning'),
  /** News that needs nothing from the user: at the bottom, for 3 seconds. */
  note: (message: string) => toastStore.add(message, 'info', 3000, 'bottom'),
}

export const useToasts = () =>
  useSyncExternalStore(toastStore.subscribe, toastStore.all, toastStore.all)
