import { defineModule } from '../../lib/module.ts'
import { receiptsRoutes } from './receipts.routes.ts'
import { sendReceipt } from './receipts.service.ts'

/**
 * Receipts: every paid bill's payer is told (a notification, and a text with the receipt's link
 * through the SMS outbox), in the transaction that marks the bill paid; and a donor's yearly
 * statement, as data and as a PDF. Reads payments through `app.payments` only.
 */
export const receiptsModule = defineModule({
  name: 'receipts',
  needs: ['payments', 'sms', 'notifications', 'settings', 'users', 'media', 'auth'],
  register: async (app) => {
    app.payments.sendReceiptsWith((tx, bill, items) => sendReceipt(app, tx, bill, items))
    await app.register(receiptsRoutes)
  },
})
