import { pathToFileURL } from 'node:url'
import { apiOut, buildIfNeeded } from './build-if-needed.mjs'

// `npm start`: build what is missing, then run the server (it migrates, seeds a fresh
// database and serves the API and the web app on PORT, 3000 by default).
buildIfNeeded()
process.env.NODE_ENV ??= 'production'
await import(pathToFileURL(apiOut).href)
