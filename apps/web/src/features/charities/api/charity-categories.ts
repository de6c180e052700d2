import type { CharityCategoryInput, DashboardCharityCategory } from '@kheyr/contracts/charities'
import { resourceKey, useDeleteRecordMutation, useSaveRecord } from '#lib/resource.ts'

// Categories of giving (`/api/dashboard/categories`); their list comes through the data table.

export const CHARITY_CATEGORIES = 'categories'

/**
 * The public pages group kinds of giving by the categories in the start-up props; the kinds'
 * list shows each kind's category by its title.
 */
const CHANGED = [['props'], resourceKey('charity-types')]

export const useSaveCharityCategory = (id?: number) =>
  useSaveRecord<CharityCategoryInput, DashboardCharityCategory>(CHARITY_CATEGORIES, id, CHANGED)

export const useDeleteCharityCategory = () => useDeleteRecordMutation(CHARITY_CATEGORIES, CHANGED)
