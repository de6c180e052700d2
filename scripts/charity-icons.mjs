// Writes apps/web/public/charity-icons/<name>.svg for each icon staff may give a kind of giving
// (CHARITY_ICONS in packages/contracts/src/charity-icons.ts), from @mui/icons-material's outlined
// set. Public pages show them as images: no icon code in their JavaScript. Run after changing
// the list: `node scripts/charity-icons.mjs`.
import { readFileSync, writeFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { root } from './build-if-needed.mjs'

const source = readFileSync(path.join(root, 'packages/contracts/src/charity-icons.ts'), 'utf8')
const list = /export const CHARITY_ICONS = \[([^\]]+)\]/.exec(source)?.[1]
if (!list) throw new Error('CHARITY_ICONS not found in packages/contracts/src/charity-icons.ts')
const names = [...list.matchAll(/'([a-z0-9_]+)'/g)].map((m) => m[1])

// The theme's dark teal (primary.dark): 5.3:1 on white.
const COLOR = '#007a71'
const pascal = (name) =>
  name
    .split('_')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')

const out = path.join(root, 'apps/web/public/charity-icons')
mkdirSync(out, { recursive: true })
for (const file of readdirSync(out)) rmSync(path.join(out, file))
for (const name of names) {
  const module = path.join(root, 'node_modules/@mui/icons-material', `${pascal(name)}Outlined.js`)
  const code = readFileSync(module, 'utf8')
  const paths = [...code.matchAll(/\bd: "([^"]+)"/g)].map((m) => m[1])
  if (!paths.length) throw new Error(`no path data in ${module}`)
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${COLOR}">` +
    paths.map((d) => `<path d="${d}"/>`).join('') +
    '</svg>\n'
  writeFileSync(path.join(out, `${name}.svg`), svg)
}
console.log(`${names.length} icons written to ${path.relative(root, out)}`)
