import { rmSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { apiOut } from './build-if-needed.mjs'

// The server the browser tests run against: a fresh embedded database each run.
rmSync(process.env.DATA_DIR, { recursive: true, force: true })
await import(pathToFileURL(apiOut).href)
