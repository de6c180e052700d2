import type { Announcement, AnnouncementInput } from '@kheyr/contracts/notifications'
import { useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'

// Site-wide announcements (`/api/dashboard/announcements`); the list comes through the table.

export const ANNOUNCEMENTS = 'announcements'

/** Everyone reads the announcements from the start-up props. */
const PROPS = [['props']]

export const useSaveAnnouncement = (id?: number) =>
  useSaveRecord<AnnouncementInput, Announcement>(ANNOUNCEMENTS, id, PROPS)

export const useDeleteAnnouncement = () => useDeleteRecordMutation(ANNOUNCEMENTS, PROPS)
