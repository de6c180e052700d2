import { Stack } from '@mui/material'
import { useCan } from '#lib/session/user.ts'
import { CharityCategoriesSection } from './charity-categories-section.tsx'
import { CharityTypesSection } from './charity-types-section.tsx'

/** The charities tab of the settings page: categories of giving, then the kinds in them. */
export default function CharitiesSettings() {
  const can = useCan()
  return (
    <Stack spacing={3}>
      {can('categories.view') && <CharityCategoriesSection />}
      {(can('charity-types.view') || can('charity-price.view')) && <CharityTypesSection />}
    </Stack>
  )
}
