import { postedAmount } from '../../plugins/web-forms.ts'
import { defineModule } from '../../lib/module.ts'
import { charitiesDashboard } from './charities.dashboard.ts'
import {
  activeType,
  activeTypes,
  allCategories,
  adoptGuestDonations,
  markDonationPaid,
  markDonationsPaidSql,
} from './charities.repository.ts'
import { charitiesRoutes } from './charities.routes.ts'
import { seedCharityTypes } from './charities.seed.ts'

/**
 * Giving to a kind of charity (sadaqa, zakat, vows...) in its category (the Islamic obligations,
 * general giving...): donations are bill items of kind `charity`, paid through payments; the
 * categories, the types and their price modules are in the props (`islamic` is the Islamic
 * obligations' category).
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
      const [types, categories] = await Promise.all([activeTypes(db), allCategories(db)])
      const islamic = categories.find((c) => c.islamic)?.id ?? null
      return {
        charityTypes: types.map((t) => ({
          id: t.id,
          slug: t.slug,
          title: t.title,
          icon: t.icon,
          description: t.description,
          islamic: t.categoryId === islamic,
          category_id: t.categoryId,
          price: { default_amounts: t.defaultAmounts, min_amount: t.minAmount },
        })),
        charityCategories: categories.map((c) => ({
          id: c.id,
          title: c.title,
          description: c.description,
        })),
        islamic,
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

    // The gift's plain form, before the page's script or without it: the same as its script does.
    app.formPage('/charity/create/:slug', async (form) => {
      const { data } = await form.call<{ data: { bill: { id: number; token: string } } }>(
        'POST',
        '/api/charities',
        {
          type: form.params.slug,
          amount: postedAmount(form.fields),
          description: form.fields.description ?? '',
          mobile: form.fields.mobile ?? '',
        },
      )
      return form.pay(data.bill)
    })

    // Paying every unpaid gift at once, before the page's script or without it: one bill made by
    // the same route as the script's (the server sums it), then the bank.
    app.formPage('/charity/pay-all', async (form) => {
      const { data } = await form.call<{ data: { bill: { id: number; token: string | null } } }>(
        'POST',
        '/api/charities/pay-all',
      )
      return form.pay(data.bill)
    })

    await app.register(charitiesRoutes)
    await app.register(charitiesDashboard)
  },
  seedDemo: seedCharityTypes,
})
