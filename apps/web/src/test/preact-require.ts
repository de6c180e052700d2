import Module from 'node:module'

/**
 * The component tests run on Preact like the app (vite.preact.ts). Vite's aliases answer every
 * import it transforms; a CommonJS library Node loads itself (`use-sync-external-store`'s shim)
 * asks for React by `require`, answered here with the same Preact module Node already holds.
 */
const PREACT: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

type Resolve = (request: string, ...rest: unknown[]) => string
const moduleWithResolve = Module as unknown as { _resolveFilename: Resolve }
const resolve = moduleWithResolve._resolveFilename
moduleWithResolve._resolveFilename = function (request, ...rest) {
  return resolve.call(this, PREACT[request] ?? request, ...rest)
}
