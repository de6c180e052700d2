import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { buildIfNeeded, root } from './build-if-needed.mjs'

// Browser tests in Debian's Chromium (Playwright downloads no browser here).
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.log(`Browser tests skipped: no Chromium at ${chromium} (apt-get install -y chromium).`)
  process.exit(process.env.CI ? 1 : 0)
}
buildIfNeeded()
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'apps/web/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
)
process.exit(result.status ?? 1)
