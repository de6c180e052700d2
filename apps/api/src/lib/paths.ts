import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository root, found from this file whether it runs from src or from the bundle. */
function findRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url))
  for (let i = 0; i < 6; i++) {
    if (existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir
    dir = path.dirname(dir)
  }
  return process.cwd()
}

export const repoRoot = findRoot()
export const migrationsDir = path.join(repoRoot, 'apps/api/drizzle')
