import type { AppModule } from './lib/module.ts'
import { campaignsModule } from './modules/campaigns/campaigns.module.ts'
import { chestsModule } from './modules/chests/chests.module.ts'
import { neediesModule } from './modules/needies/needies.module.ts'
import { crownsModule } from './modules/crowns/crowns.module.ts'
import { subscriptionsModule } from './modules/subscriptions/subscriptions.module.ts'

/**
 * The server's features, in the order they are registered: a module comes after the modules it
 * needs. Adding a feature is one line here.
 */
export const modules: AppModule[] = [
  campaignsModule,
  neediesModule,
  crownsModule,
  subscriptionsModule,
  chestsModule,
]
