import { defineModule } from '../../lib/module.ts'

/**
 * Who changed what: `recordAudit` in the change's own transaction, and each record's history
 * (served by the resource layer and the settings).
 */
export const auditModule = defineModule({
  name: 'audit',
  register: async () => {},
})
