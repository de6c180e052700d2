import { api } from '../../../lib/api-client.ts'

export const deleteMedia = (id: number) => api.delete<void>(`/dashboard/media/${id}`)
