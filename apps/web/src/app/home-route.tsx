import { lazy } from 'react'
import { SliceOnUse } from '#components/hydration-slice.tsx'
import HomePage from '#features/home/pages/home-page.tsx'

/**
 * The featured campaigns' code comes when the visitor reaches for them: a served card is a link
 * that works before its script (docs/decisions/037).
 */
const FeaturedCampaigns = lazy(() =>
  import('#features/campaigns/components/featured-campaigns.tsx').then((m) => ({
    default: m.FeaturedCampaigns,
  })),
)

/** The home page with what other features show on it, composed here so features stay apart. */
export default function HomeRoute() {
  return (
    <HomePage
      featured={
        <SliceOnUse>
          <FeaturedCampaigns />
        </SliceOnUse>
      }
    />
  )
}
