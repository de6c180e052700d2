import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The API's module rules (docs/decisions/012-api-modules.md), as an ESLint plugin:
 * - `module-imports`: outside its folder, a module is reached only through its `*.service.ts`
 *   (its public surface). A `*.tables.ts` may import another module's tables for a foreign key,
 *   `db/schema.ts` gathers every module's tables for drizzle, and `src/modules.ts` lists each
 *   module's `<feature>.module.ts`.
 * - `module-cycles`: the modules' dependencies form no cycle (a foreign key between tables is
 *   not a dependency of code and does not count).
 * - `module-needs`: a module's entry names in `needs` every module its code imports, so the
 *   order `modules.ts` registers them in is checked at boot.
 * - `no-queries-in-routes`: route files (`*.routes.ts`, `*.dashboard.ts`, `*.module.ts`) send no
 *   query themselves; their repository does. A transaction that calls repository functions, and
 *   a resource declaration's SQL conditions, are fine.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const modulesDir = path.join(root, 'apps/api/src/modules')
const srcDir = path.join(root, 'apps/api/src')
const DOCS = 'docs/decisions/012-api-modules.md'

const isTest = (file) => /\.test\.ts$/.test(file)
const isTables = (file) => /\.tables\.ts$/.test(file)

/** The module a file belongs to (`apps/api/src/modules/<name>/...`), or null. */
function moduleOf(file) {
  const relative = path.relative(modulesDir, file)
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null
  const [name, ...rest] = relative.split(path.sep)
  return rest.length ? name : null
}

function resolveImport(fromFile, source) {
  if (!source.startsWith('.')) return null
  return path.resolve(path.dirname(fromFile), source)
}

/** Why importing `target` from `file` breaks the boundary, or null when it may. */
function boundaryBreak(file, target) {
  const to = moduleOf(target)
  if (!to || moduleOf(file) === to) return null
  const base = path.basename(target)
  const directlyIn = path.dirname(target) === path.join(modulesDir, to)
  if (directlyIn && /\.service\.ts$/.test(base)) return null
  if (isTables(target) && (isTables(file) || file === path.join(srcDir, 'db/schema.ts')))
    return null
  if (directlyIn && base === `${to}.module.ts` && file === path.join(srcDir, 'modules.ts'))
    return null
  return `'${path.relative(path.join(modulesDir, to), target)}' is internal to the ${to} module: use its service (${to}/*.service.ts). See ${DOCS}.`
}

const sourcesOf = (node) => {
  if (node.type === 'ImportExpression')
    return node.source.type === 'Literal' && typeof node.source.value === 'string'
      ? [node.source]
      : []
  return node.source ? [node.source] : []
}

const moduleImports = {
  meta: {
    type: 'problem',
    docs: { description: "A module's tables, repository and internals are its own" },
    schema: [],
  },
  create(context) {
    const file = context.filename
    if (isTest(file)) return {}
    const check = (node) => {
      for (const source of sourcesOf(node)) {
        const target = resolveImport(file, source.value)
        if (!target) continue
        const message = boundaryBreak(file, target)
        if (message) context.report({ node: source, message })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

const IMPORT_RE = /(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g

function listFiles(dir) {
  const out = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...listFiles(full))
    else if (entry.name.endsWith('.ts') && !isTest(entry.name)) out.push(full)
  }
  return out
}

/** module -> module -> the first file import that makes the edge (read from disk once a run). */
let cached = null
function moduleGraph() {
  if (cached && Date.now() - cached.at < 5000) return cached.graph
  const graph = new Map()
  for (const file of listFiles(modulesDir)) {
    const from = moduleOf(file)
    if (!from) continue
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(IMPORT_RE)) {
      const target = resolveImport(file, match[1])
      const to = target && moduleOf(target)
      if (!to || to === from) continue
      // A foreign key says which rows refer to which; it is not code calling code.
      if (isTables(file) && isTables(target)) continue
      if (!graph.has(from)) graph.set(from, new Map())
      const edges = graph.get(from)
      if (!edges.has(to)) edges.set(to, path.relative(root, file))
    }
  }
  cached = { graph, at: Date.now() }
  return graph
}

/** A path of modules from `start` to `goal`, or null. */
function findPath(graph, start, goal) {
  const seen = new Set([start])
  const queue = [[start]]
  while (queue.length) {
    const trail = queue.shift()
    const last = trail.at(-1)
    if (last === goal) return trail
    for (const next of graph.get(last)?.keys() ?? []) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push([...trail, next])
    }
  }
  return null
}

const moduleCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'The API modules depend on each other without cycles' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const from = moduleOf(file)
    if (!from || isTest(file)) return {}
    const check = (node) => {
      for (const source of sourcesOf(node)) {
        const target = resolveImport(file, source.value)
        const to = target && moduleOf(target)
        if (!to || to === from || (isTables(file) && isTables(target))) continue
        const back = findPath(moduleGraph(), to, from)
        if (back)
          context.report({
            node: source,
            message: `Import cycle between modules: ${[from, ...back].join(' -> ')}. A module may not depend on one that depends on it; move the shared part down (${DOCS}).`,
          })
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

const moduleNeeds = {
  meta: {
    type: 'problem',
    docs: { description: "A module's entry names the modules it uses" },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const name = moduleOf(file)
    if (!name || path.basename(file) !== `${name}.module.ts`) return {}
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'defineModule') return
        const definition = node.arguments[0]
        if (definition?.type !== 'ObjectExpression') return
        const needsProperty = definition.properties.find(
          (p) => p.type === 'Property' && p.key.type === 'Identifier' && p.key.name === 'needs',
        )
        const needs = new Set(
          needsProperty?.value.type === 'ArrayExpression'
            ? needsProperty.value.elements.map((e) => (e?.type === 'Literal' ? e.value : null))
            : [],
        )
        const used = [...(moduleGraph().get(name)?.entries() ?? [])].filter(([m]) => !needs.has(m))
        for (const [missing, where] of used)
          context.report({
            node: needsProperty ?? definition,
            message: `The ${name} module uses ${missing} (${where}) but does not name it in \`needs\` (${DOCS}).`,
          })
      },
    }
  },
}

const QUERY_METHODS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'query',
])
const DATABASE_NAMES = new Set(['db', 'tx', 'database'])

/** `db`, `tx`, `app.db`, `this.app.db`... */
const isDatabase = (node) =>
  (node.type === 'Identifier' && DATABASE_NAMES.has(node.name)) ||
  (node.type === 'MemberExpression' &&
    !node.computed &&
    node.property.type === 'Identifier' &&
    node.property.name === 'db')

const noQueriesInRoutes = {
  meta: {
    type: 'problem',
    docs: { description: 'Route handlers hold no SQL: the repository does' },
    schema: [],
  },
  create(context) {
    if (!/\.(routes|dashboard|module)\.ts$/.test(context.filename)) return {}
    return {
      CallExpression(node) {
        const callee = node.callee
        if (
          callee.type === 'MemberExpression' &&
          !callee.computed &&
          callee.property.type === 'Identifier' &&
          QUERY_METHODS.has(callee.property.name) &&
          isDatabase(callee.object)
        )
          context.report({
            node,
            message: `No SQL in route files: move this query into the module's repository (${DOCS}).`,
          })
      },
    }
  },
}

export default {
  meta: { name: 'kheyr-api-modules' },
  rules: {
    'module-imports': moduleImports,
    'module-cycles': moduleCycles,
    'module-needs': moduleNeeds,
    'no-queries-in-routes': noQueriesInRoutes,
  },
}
