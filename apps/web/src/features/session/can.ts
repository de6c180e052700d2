import { can } from '@kheyr/contracts/permissions'
import { useUser } from './api/get-user.ts'

/** Whether the signed-in user holds `permission` (the server checks again on every call). */
export function useCan() {
  const user = useUser()
  return (permission: string) => can(user, permission)
}
