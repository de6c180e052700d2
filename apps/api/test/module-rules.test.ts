import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/**
 * The module rules of docs/decisions/012-api-modules.md, run through the repository's own lint
 * config on code that breaks them (files that do not exist: only their path and text matter).
 */
const root = path.resolve(import.meta.dirname, '../../..')
const eslint = new ESLint({ cwd: root })

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  return result!.messages
    .filter((m) => m.ruleId?.startsWith('api-modules/'))
    .map((m) => `${m.ruleId}: ${m.message}`)
}

describe('the API module rules', () => {
  it("refuse another module's tables or repository, and take its service", async () => {
    const file = 'apps/api/src/modules/charities/charities.probe.ts'
    expect(
      await problems(file, "export { bills } from '../payments/payments.tables.ts'\n"),
    ).toEqual([expect.stringMatching(/module-imports: 'payments.tables.ts' is internal/)])
    expect(
      await problems(file, "export { findBill } from '../payments/payments.repository.ts'\n"),
    ).toEqual([expect.stringMatching(/module-imports: 'payments.repository.ts' is internal/)])
    expect(
      await problems(file, "export type { BillRow } from '../payments/payments.service.ts'\n"),
    ).toEqual([])
  })

  it('let tables refer to other tables, for foreign keys', async () => {
    const file = 'apps/api/src/modules/charities/charities.tables.ts'
    expect(await problems(file, "export { users } from '../users/users.tables.ts'\n")).toEqual([])
  })

  it('refuse an import that closes a cycle between modules, naming it', async () => {
    const file = 'apps/api/src/modules/audit/audit.probe.ts'
    expect(
      await problems(file, "export { findUserById } from '../users/users.service.ts'\n"),
    ).toEqual([
      expect.stringMatching(/module-cycles: Import cycle between modules: audit -> users -> audit/),
    ])
  })

  it('refuse a query in a route file', async () => {
    const file = 'apps/api/src/modules/sliders/sliders.routes.ts'
    const code = `import type { Db } from '../../db/client.ts'
import { sliders } from './sliders.tables.ts'
export const all = (db: Db) => db.select().from(sliders)
`
    expect(await problems(file, code)).toEqual([
      expect.stringMatching(/no-queries-in-routes: No SQL in route files/),
    ])
  })

  it('refuse a module entry that leaves out a module its code uses', async () => {
    const file = 'apps/api/src/modules/sliders/sliders.module.ts'
    const code = `import { defineModule } from '../../lib/module.ts'
export const slidersModule = defineModule({ name: 'sliders', needs: ['media', 'settings'], register: async () => {} })
`
    expect(await problems(file, code)).toEqual([
      expect.stringMatching(/module-needs: The sliders module uses audit .* does not name it/),
    ])
  })
})
