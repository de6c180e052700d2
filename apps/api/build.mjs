import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

// Bundles the server with the shared contracts (TypeScript sources); npm packages stay external.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@kheyr/contracts')

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
})
console.log('api built: apps/api/dist/server.js')
