import { Alert } from '@mui/material'
import {
  SnackbarProvider,
  closeSnackbar,
  enqueueSnackbar,
  type CustomContentProps,
} from 'notistack'
import { forwardRef, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { toastStore, useToasts, type ToastVariant } from '#lib/toasts.ts'

const SEVERITY: Record<ToastVariant, 'success' | 'error' | 'warning' | 'info'> = {
  default: 'info',
  success: 'success',
  error: 'error',
  warning: 'warning',
  info: 'info',
}

/** Reads its toast from the store, so an update shows in place. */
const ToastContent = forwardRef<HTMLDivElement, CustomContentProps>(function ToastContent(
  { id },
  ref,
) {
  const { t } = useTranslation()
  const toast = useToasts().find((item) => item.id === id)
  if (!toast) return <div ref={ref} />
  return (
    <Alert
      ref={ref}
      severity={SEVERITY[toast.variant]}
      variant="filled"
      onClose={() => toastStore.remove(toast.id)}
      // MUI's own name for the button is the English «Close».
      closeText={t('actions.close')}
      sx={{
        minWidth: { xs: 'auto', sm: 320 },
        maxWidth: 560,
        boxShadow: 3,
        alignItems: 'center',
      }}
    >
      {toast.message}
    </Alert>
  )
})

/**
 * Mirrors the toast store into notistack: top centre, 5000 ms, paused while hovered. Notes (at
 * the bottom) are drawn by `Notes` instead.
 */
function ToastBridge() {
  const all = useToasts()
  const shown = useRef(new Set<number>())
  useEffect(() => {
    const toasts = all.filter((t) => t.placement !== 'bottom')
    const ids = new Set(toasts.map((t) => t.id))
    for (const toast of toasts) {
      if (shown.current.has(toast.id)) continue
      shown.current.add(toast.id)
      enqueueSnackbar(toast.message, {
        key: toast.id,
        variant: toast.variant,
        autoHideDuration: toast.timeout,
        onClose: () => toastStore.remove(toast.id),
      })
    }
    for (const id of shown.current) {
      if (ids.has(id)) continue
      shown.current.delete(id)
      closeSnackbar(id)
    }
  }, [all])
  return null
}

export function Toaster() {
  return (
    <SnackbarProvider
      maxSnack={4}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={5000}
      Components={{
        default: ToastContent,
        success: ToastContent,
        error: ToastContent,
        warning: ToastContent,
        info: ToastContent,
      }}
    >
      <ToastBridge />
    </SnackbarProvider>
  )
}
