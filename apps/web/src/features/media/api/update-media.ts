import type { Media, UpdateMediaInput } from '@kheyr/contracts/media'
import { api } from '../../../lib/api-client.ts'

export const updateMedia = (id: number, input: UpdateMediaInput) =>
  api.put<{ data: Media }>(`/dashboard/media/${id}`, input).then((r) => r.data)
