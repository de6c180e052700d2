import type { DonateResponse } from '@kheyr/contracts/campaigns'
import { postedAmount } from '../../plugins/web-forms.ts'
import { AppError } from '../../lib/errors.ts'
import { defineModule } from '../../lib/module.ts'
import { adoptGuestDonations, visibleCampaignSlugs } from './campaigns.repository.ts'
import { campaignDashboard } from './campaigns.dashboard.ts'
import { campaignRoutes } from './campaigns.routes.ts'
import { seedCampaigns } from './campaigns.seed.ts'
import { CampaignsService } from './campaigns.service.ts'

/** A variant wide enough for a link preview (1200 px is what messaging apps ask for). */
const PREVIEW_WIDTH = 1200

/**
 * Campaigns: pages visitors give on (the `campaign` bill item kind credits them when paid),
 * staff routes for campaigns, their donations and reports, and link previews of their pages.
 */
export const campaignsModule = defineModule({
  name: 'campaigns',
  needs: ['payments', 'auth', 'media', 'settings', 'audit'],
  register: async (app) => {
    const service = new CampaignsService(app)

    app.payments.registerKind('campaign', {
      onPaid: (tx, item, bill) => service.onPaid(tx, item, bill),
    })
    app.signInHooks.push((tx, user) => adoptGuestDonations(tx, user.id, user.mobile))

    app.pageMeta('/campaign/:slug', async ({ slug }) => {
      const view = await service.page(slug!).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null
        throw err
      })
      if (!view) return null
      const page = view.data
      const image =
        page.cover?.variants.find((v) => v.width >= PREVIEW_WIDTH)?.url ?? page.cover?.url ?? null
      return { title: page.title, description: page.summary, image, type: 'article' }
    })

    // The gift's plain form, before the page's script or without it: the same as its script does.
    app.formPage('/campaign/:slug', async (form) => {
      const { data } = await form.call<DonateResponse>(
        'POST',
        `/api/campaigns/${encodeURIComponent(form.params.slug!)}/donate`,
        {
          amount: postedAmount(form.fields),
          mobile: form.fields.mobile ?? '',
          display_name: form.fields.display_name ?? '',
          anonymous: form.fields.anonymous !== undefined,
        },
      )
      return form.pay(data.bill)
    })

    app.sitemap(async () =>
      (await visibleCampaignSlugs(app.db)).map((c) => ({
        path: `/campaign/${c.slug}`,
        lastModified: c.updatedAt,
      })),
    )

    await app.register(campaignRoutes, { service })
    await app.register(campaignDashboard, { service })
  },
  seedDemo: seedCampaigns,
})
