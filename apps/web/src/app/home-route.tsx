import { FeaturedCampaigns } from '#features/campaigns/components/featured-campaigns.tsx'
import HomePage from '#features/home/pages/home-page.tsx'

/** The home page with what other features show on it, composed here so features stay apart. */
export default function HomeRoute() {
  return <HomePage featured={<FeaturedCampaigns />} />
}
