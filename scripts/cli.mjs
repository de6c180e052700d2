import { pathToFileURL } from 'node:url'
import { buildApiIfNeeded, cliOut } from './build-if-needed.mjs'

// `npm run backup` and `npm run restore -- FILE [--force]`: the server's own command line
// (apps/api/src/cli.ts), built first when its sources changed.
buildApiIfNeeded()
process.env.NODE_ENV ??= 'production'
const { runCli } = await import(pathToFileURL(cliOut).href)
process.exit(await runCli(process.argv.slice(2)))
