import type { AppModule } from './lib/module.ts'
import { accountModule } from './modules/account/account.module.ts'
import { auditModule } from './modules/audit/audit.module.ts'
import { backupsModule } from './modules/backups/backups.module.ts'
import { authModule } from './modules/auth/auth.module.ts'
import { campaignsModule } from './modules/campaigns/campaigns.module.ts'
import { charitiesModule } from './modules/charities/charities.module.ts'
import { chestsModule } from './modules/chests/chests.module.ts'
import { contactsModule } from './modules/contacts/contacts.module.ts'
import { crownsModule } from './modules/crowns/crowns.module.ts'
import { logsModule } from './modules/logs/logs.module.ts'
import { mediaModule } from './modules/media/media.module.ts'
import { neediesModule } from './modules/needies/needies.module.ts'
import { obligationsModule } from './modules/obligations/obligations.module.ts'
import { notificationsModule } from './modules/notifications/notifications.module.ts'
import { otpModule } from './modules/otp/otp.module.ts'
import { paymentsModule } from './modules/payments/payments.module.ts'
import { rateLimitsModule } from './modules/rate-limits/rate-limits.module.ts'
import { receiptsModule } from './modules/receipts/receipts.module.ts'
import { reportsModule } from './modules/reports/reports.module.ts'
import { settingsModule } from './modules/settings/settings.module.ts'
import { slidersModule } from './modules/sliders/sliders.module.ts'
import { smsModule } from './modules/sms/sms.module.ts'
import { staticPagesModule } from './modules/static-pages/static-pages.module.ts'
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module.ts'
import { systemModule } from './modules/system/system.module.ts'
import { testingModule } from './modules/testing/testing.module.ts'
import { usersModule } from './modules/users/users.module.ts'

/**
 * The server's features, in the order they are registered: a module comes after the modules it
 * needs (checked at boot). Adding a feature is its folder and one line here.
 */
export const modules: AppModule[] = [
  systemModule,
  auditModule,
  usersModule,
  rateLimitsModule,
  mediaModule,
  settingsModule,
  smsModule,
  otpModule,
  notificationsModule,
  authModule,
  accountModule,
  paymentsModule,
  receiptsModule,
  charitiesModule,
  contactsModule,
  logsModule,
  slidersModule,
  staticPagesModule,
  campaignsModule,
  neediesModule,
  crownsModule,
  subscriptionsModule,
  chestsModule,
  obligationsModule,
  reportsModule,
  backupsModule,
  testingModule,
]
