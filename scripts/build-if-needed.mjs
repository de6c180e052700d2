import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const apiOut = path.join(root, 'apps/api/dist/server.js')

function newest(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs
  let latest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs)
  }
  return latest
}

function stale(output, sources) {
  if (!existsSync(output)) return true
  const built = statSync(output).mtimeMs
  return sources.some((s) => existsSync(s) && newest(s) > built)
}

function build(workspace) {
  console.log(`Building ${workspace}…`)
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

export const cliOut = path.join(root, 'apps/api/dist/cli.js')
const contracts = path.join(root, 'packages/contracts/src')

/** Builds the server (and its command line) when missing or older than its sources. */
export function buildApiIfNeeded() {
  if (
    stale(cliOut, [
      path.join(root, 'apps/api/src'),
      path.join(root, 'apps/api/drizzle'),
      contracts,
    ]) ||
    stale(apiOut, [path.join(root, 'apps/api/src'), path.join(root, 'apps/api/drizzle'), contracts])
  )
    build('@kheyr/api')
}

/** Builds the web app and the server when they are missing or older than their sources. */
export function buildIfNeeded() {
  const web = path.join(root, 'apps/web')
  if (
    stale(path.join(web, 'dist/build.json'), [
      path.join(web, 'src'),
      path.join(web, 'public'),
      path.join(web, 'index.html'),
      // vite.config.ts and the build plugins beside it (vite.first-paint.ts, vite.page-texts.ts)
      ...readdirSync(web)
        .filter((f) => /^vite\.[\w.-]+\.ts$/.test(f))
        .map((f) => path.join(web, f)),
      contracts,
    ])
  ) {
    build('@kheyr/web')
  }
  buildApiIfNeeded()
}
