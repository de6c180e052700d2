import { readFileSync } from 'node:fs'
import path from 'node:path'
import { repoRoot } from './paths.ts'

/** The server's version (`apps/api/package.json`), as backups record it. */
export const appVersion: string = JSON.parse(
  readFileSync(path.join(repoRoot, 'apps/api/package.json'), 'utf8'),
).version
