import type { CreateCrownResponse } from '@kheyr/contracts/crowns'
import { defineModule } from '../../lib/module.ts'
import { activeCrownTypes, adoptGuestCrowns, pastCutoffSql } from './crowns.repository.ts'
import { crownDashboard } from './crowns.dashboard.ts'
import { crownRoutes } from './crowns.routes.ts'
import { seedCrowns } from './crowns.seed.ts'
import { CrownsService } from './crowns.service.ts'

const PREVIEW = {
  fa: {
    title: 'تاج گل یادبود',
    description:
      'به یاد درگذشتگان تاج گل بفرستید: مبلغ آن صرف کار خیر می‌شود و تاج گل با نام شما در مراسم قرار می‌گیرد.',
  },
  en: {
    title: 'Memorial flower crown',
    description:
      'Send a flower crown in memory of the deceased: the money goes to charity and the crown is placed at the ceremony in your name.',
  },
} as const

/**
 * Funeral flower crowns: crown types and ceremony locations (settings), orders made in memory
 * of someone (the `crown` bill item kind marks them paid), and the staff side that prints the
 * cards and delivers them.
 */
export const crownsModule = defineModule({
  name: 'crowns',
  needs: ['payments', 'media', 'audit', 'users', 'settings', 'auth', 'notifications', 'sms'],
  register: async (app) => {
    const service = new CrownsService(app)

    app.payments.registerKind('crown', {
      onPaid: (tx, item, bill) => service.onPaid(tx, item, bill),
      // The giver's receipt names the deceased and the ceremony (`onPaid` texts it).
      ownReceipt: true,
      // Orders close before the ceremony: paying one then is refused like ordering it.
      closed: {
        sql: async (itemIds) => pastCutoffSql(itemIds, (await service.settings()).cutoff_hours),
        error: 'payment_closed',
      },
    })
    app.signInHooks.push((tx, user) => adoptGuestCrowns(tx, user.id, user.mobile))

    // The order form lists the active types, cheapest first.
    app.props.contribute(async (db) => ({
      CrownTypes: (await activeCrownTypes(db)).map((r) => ({
        id: r.id,
        title: r.title,
        image: r.imageUrl,
        price: r.price,
      })),
    }))

    app.pageMeta('/crown', async (_params, request) => {
      const [first] = await activeCrownTypes(app.db)
      return { ...PREVIEW[request.lang], image: first?.imageUrl ?? null }
    })

    // The order's plain form, before the page's script or without it: as its script does. The
    // ceremony comes as the browser's two selects, day and time (`YYYY-MM-DD`, `HH:mm`).
    app.formPage('/crown', async (form) => {
      const { ceremony_day: day, ceremony_time: time } = form.fields
      const { data } = await form.call<CreateCrownResponse>('POST', '/api/crowns', {
        deceased: form.fields.deceased ?? '',
        giver: form.fields.giver ?? '',
        crown_type_id: form.fields.crown_type_id ?? null,
        location_id: form.fields.location_id ?? null,
        ceremony_at: day && time ? `${day}T${time}` : '',
        message: form.fields.message ?? '',
        mobile: form.fields.mobile ?? '',
      })
      return form.pay(data.bill)
    })

    await app.register(crownRoutes, { service })
    await app.register(crownDashboard, { service })
  },
  seedDemo: seedCrowns,
})
