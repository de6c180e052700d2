import type {
  ContactSettings,
  ContactSettingsInput,
  DashboardContact,
  StaffMember,
} from '@kheyr/contracts/contacts'
import type { Announcement, AnnouncementInput } from '@kheyr/contracts/notifications'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api-client.ts'

// Feedback in the dashboard (`/api/dashboard/contacts...`); lists come through the data table.

/** Opening a new message marks it read on the server. */
export const contactQuery = (id: number) =>
  queryOptions({
    queryKey: ['dashboard', 'contacts', 'one', id],
    queryFn: ({ signal }) =>
      api
        .get<{ data: DashboardContact }>(`/dashboard/contacts/${id}`, { signal })
        .then((r) => r.data),
  })

export const replyToContact = (id: number, reply: string) =>
  api
    .post<{ data: DashboardContact }>(`/dashboard/contacts/${id}/reply`, { reply })
    .then((r) => r.data)

export const deleteContact = (id: number) => api.delete<void>(`/dashboard/contacts/${id}`)
export const deleteContacts = (ids: (number | string)[]) =>
  api.post<{ data: { deleted: number } }>('/dashboard/contacts/bulk-delete', { ids })

export const contactSettingsQuery = queryOptions({
  queryKey: ['dashboard', 'contacts', 'settings'],
  queryFn: ({ signal }) =>
    api
      .get<{ data: ContactSettings }>('/dashboard/contacts/settings', { signal })
      .then((r) => r.data),
})

export const saveContactSettings = (input: ContactSettingsInput) =>
  api.put<{ data: ContactSettings }>('/dashboard/contacts/settings', input).then((r) => r.data)

export const searchStaff = (search: string, signal?: AbortSignal) =>
  api
    .get<{ data: StaffMember[] }>('/dashboard/contacts/staff', { query: { search }, signal })
    .then((r) => r.data)

export const createAnnouncement = (input: AnnouncementInput) =>
  api.post<{ data: Announcement }>('/dashboard/announcements', input)
export const updateAnnouncement = (id: number, input: AnnouncementInput) =>
  api.put<{ data: Announcement }>(`/dashboard/announcements/${id}`, input)
