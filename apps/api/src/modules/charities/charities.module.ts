import { defineModule } from '../../lib/module.ts'
import { charitiesDashboard } from './charities.dashboard.ts'
import {
  activeType,
  activeTypes,
  adoptGuestDonations,
  markDonationPaid,
  markDonationsPaidSql,
} from './charities.repository.ts'
import { charitiesRoutes } from './charities.routes.ts'
import { seedCharityTypes } from './charities.seed.ts'

/**
 * Giving to a kind of charity (sadaqa, zakat, vows...): donations are bill items of kind
 * `charity`, paid through payments; the types and their price modules are in the props.
 */
export const charitiesModule = defineModule({
  name: 'charities',
  needs: ['payments', 'auth', 'settings', 'audit'],
  register: async (app) => {
    app.payments.registerKind('charity', {
      onPaid: (tx, item) => markDonationPaid(tx, item.itemId),
      paidSql: markDonationsPaidSql,
    })
    app.signInHooks.push((tx, user) => adoptGuestDonations(tx, user.id, user.mobile))
    app.props.contribute(async (db) => {
      const types = await activeTypes(db)
      return {
        charityTypes: types.map((t) => ({
          id: t.id,
          slug: t.slug,
          title: t.title,
          icon: t.icon,
          description: t.description,
          islamic: t.islamic,
          price: { default_amounts: t.defaultAmounts, min_amount: t.minAmount },
        })),
        islamic: types.find((t) => t.islamic)?.id ?? null,
      }
    })

    app.sitemap(async () =>
      (await activeTypes(app.db)).map((t) => ({
        path: `/charity/create/${t.slug}`,
        lastModified: t.updatedAt,
      })),
    )
    app.pageMeta('/charity/create/:slug', async ({ slug }) => {
      const type = await activeType(app.db, slug!)
      return type ? { title: type.title, description: type.description } : null
    })

    await app.register(charitiesRoutes)
    await app.register(charitiesDashboard)
  },
  seedDemo: seedCharityTypes,
})
