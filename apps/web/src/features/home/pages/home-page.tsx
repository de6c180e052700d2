import type { ReactNode } from 'react'
import { SavedCopyNote } from '#components/saved-copy-note.tsx'
import { usePageTitle } from '#lib/page-title.ts'
import { useProps } from '#lib/session/props.ts'
import { HomeBanner } from '../components/home-banner.tsx'
import { Hero, HowItWorks, QuickGiving, Slides } from '../components/home-sections.tsx'

/**
 * `/`: the site in a glance, the slides, every kind of giving, the banner and how it works.
 * `featured` is what the app puts above "quick giving" (featured campaigns): the app layer fills
 * it, so this feature imports no other.
 */
export default function HomePage({ featured }: { featured?: ReactNode }) {
  const props = useProps()
  usePageTitle(null)
  const types = props?.charityTypes ?? []
  return (
    <>
      <SavedCopyNote sx={{ borderRadius: 0, justifyContent: 'center' }} />
      <Hero first={types[0]} />
      <Slides />
      {featured}
      <QuickGiving types={types} categories={props?.charityCategories ?? []} />
      <HomeBanner banner={props?.Banner} />
      <HowItWorks />
    </>
  )
}
