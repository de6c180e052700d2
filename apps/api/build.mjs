import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

// Bundles the server with the shared contracts (TypeScript sources); npm packages stay external.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@kheyr/contracts')

await build({
  // The server, and the backup and restore commands (`npm run backup`, `npm run restore`).
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
})
console.log('api built: apps/api/dist/server.js, apps/api/dist/cli.js')
