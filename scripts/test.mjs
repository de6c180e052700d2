import { spawnSync } from 'node:child_process'
import { root } from './build-if-needed.mjs'

// `npm test`: unit and API tests (vitest), then the browser tests.
const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1
const unit = run('npx', ['vitest', 'run'])
const e2e = run('node', ['scripts/e2e.mjs'])
process.exit(unit || e2e)
