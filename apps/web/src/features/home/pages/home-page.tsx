import { usePageTitle } from '../../../lib/page-title.ts'
import { useProps } from '../../../lib/session/props.ts'
import { HomeBanner } from '../components/home-banner.tsx'
import { Hero, HowItWorks, QuickGiving, Slides } from '../components/home-sections.tsx'

/** `/`: the site in a glance, the slides, every kind of giving, the banner and how it works. */
export default function HomePage() {
  const props = useProps()
  usePageTitle(null)
  const types = props?.charityTypes ?? []
  return (
    <>
      <Hero first={types[0]} />
      <Slides />
      <QuickGiving types={types} />
      <HomeBanner banner={props?.Banner} />
      <HowItWorks />
    </>
  )
}
