import type { PayChestResponse } from '@kheyr/contracts/chests'
import { plainMapStep } from '@kheyr/contracts/map-tiles'
import { defineModule } from '../../lib/module.ts'
import { postedAmount } from '../../plugins/web-forms.ts'
import { chestDashboard } from './chests.dashboard.ts'
import { chestRoutes } from './chests.routes.ts'
import { seedChests } from './chests.seed.ts'
import { ChestsService } from './chests.service.ts'

/**
 * Charity boxes: owners request a box, ask for it to be emptied and may pay it online (the
 * `chest` bill item kind); staff approve and deliver boxes, send collectors, and record what they
 * count through the payments module's staff-only cash gateway.
 */
export const chestsModule = defineModule({
  name: 'chests',
  needs: ['payments', 'users', 'audit', 'notifications', 'sms'],
  register: async (app) => {
    const service = new ChestsService(app)
    app.payments.registerKind('chest', {
      onPaid: (tx, item, bill) => service.onPaid(tx, item, bill),
    })

    // The request's and the payment's plain forms, before the page's script or without it: the
    // same routes as the script (a signed-in owner's, so the server renders these pages for them).
    app.formPage('/chest/create', async (form) => {
      // The map without script is tiles that post a click (decision 038): a click, "zoom out" or
      // "choose again" comes back as the page with the point, nothing requested yet.
      const step = plainMapStep(form.fields)
      if (step) return { page: step }
      const { data } = await form.call<{ data: { id: number } }>('POST', '/api/chests', {
        chest_type_id: form.fields.chest_type_id ?? '',
        chest_material_id: form.fields.chest_material_id ?? '',
        address: form.fields.address ?? '',
        lat: form.fields.lat ?? '',
        lng: form.fields.lng ?? '',
        phone: form.fields.phone ?? '',
        note: form.fields.note ?? '',
      })
      // Nothing to pay: the box's own page, where the request now waits for staff.
      return { redirect: `/chest/${data.id}` }
    })
    app.formPage('/chest/:id', async (form) => {
      const { data } = await form.call<PayChestResponse>(
        'POST',
        `/api/chests/${encodeURIComponent(form.params.id!)}/pay`,
        { amount: postedAmount(form.fields) },
      )
      return form.pay(data.bill)
    })

    await app.register(chestRoutes, { service })
    await app.register(chestDashboard, { service })
  },
  seedDemo: seedChests,
})
