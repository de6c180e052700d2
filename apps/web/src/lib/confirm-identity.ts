import { useSyncExternalStore } from 'react'

type Pending = { resolve: (confirmed: boolean) => void }

let pending: Pending | null = null
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((l) => l())

/**
 * Sensitive actions answer 423 until the person confirms their password or a code. The API
 * client calls this; the dialog host shows the prompt and settles it. Calls made while one prompt
 * is open wait for the same answer.
 */
let shared: Promise<boolean> | null = null
export function requestConfirmation(): Promise<boolean> {
  shared ??= new Promise<boolean>((resolve) => {
    pending = {
      resolve: (confirmed) => {
        pending = null
        shared = null
        emit()
        resolve(confirmed)
      },
    }
    emit()
  })
  return shared
}

export const settleConfirmation = (confirmed: boolean) => pending?.resolve(confirmed)

export const useConfirmationPending = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => pending !== null,
    () => false,
  )
