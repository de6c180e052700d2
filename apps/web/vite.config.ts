import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { SHELL_NAMESPACES } from './src/lib/shell-texts.ts'
import {
  BOOT_FILE,
  firstPaint,
  pageChunks,
  STARTUP_STAGES,
  type PageChunks,
} from './vite.first-paint.ts'
import { namespaceNames, namespacesOf, textBundles } from './vite.page-texts.ts'
import { staffPreload } from './vite.staff-preload.ts'

/** react-router's production build, which its package's exports do not name. */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

const buildId = process.env.BUILD_ID ?? Date.now().toString(36)
const api = process.env.API_URL ?? 'http://localhost:3000'

/** Writes `build.json`, which the server answers at /latest.json for version detection. */
const buildInfo = (): Plugin => ({
  name: 'kheyr-build-info',
  apply: 'build',
  writeBundle(options) {
    const dir = options.dir ?? path.resolve(import.meta.dirname, 'dist')
    writeFileSync(
      path.join(dir, 'build.json'),
      JSON.stringify({ id: buildId, timestamp: Date.now() }),
    )
  },
})

/**
 * The code the service worker precaches beyond the entry and its start-up stages
 * (`src/app/precached-parts.json`, which the bench's split check reads too): the home page with
 * its featured campaigns (taken over on use), and the toaster, which loads with the first toast:
 * often "no internet connection", when it could no longer be fetched. With them the shell's parts
 * that load on first use, so that offline the shell and its menus always open: the phone's menu
 * drawer and the account menu (on a phone the only navigation), the sign-in layout and the
 * impersonation notice.
 */
const PRECACHED_PARTS = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, 'src/app/precached-parts.json'), 'utf8'),
) as string[]

const SHELL_ENTRIES = ['index.html', ...STARTUP_STAGES, ...PRECACHED_PARTS]
/** The font files the first page paints with: Persian (arabic) and Latin, every weight in one. */
const SHELL_FONT = /^assets\/vazirmatn-(arabic|latin)-wght-normal-[\w-]+\.woff2$/

type ViteManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>

/**
 * What the service worker precaches on a first visit: the shell's and the home page's chunks
 * with their CSS and Persian texts, the fonts they paint with, and the files outside `assets/`
 * (the HTML, icons, manifest). Every other chunk (the staff dashboard's above all) comes from
 * the network when a route first needs it, and is then kept by the runtime cache below.
 */
function publicShell(dist: string): Set<string> {
  const manifest = JSON.parse(
    readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as ViteManifest
  const chunks = JSON.parse(readFileSync(path.join(dist, 'page-chunks.json'), 'utf8')) as PageChunks
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.css?.forEach((css) => files.add(css))
    chunk.imports?.forEach(visit)
  }
  SHELL_ENTRIES.forEach(visit)
  // The texts the shell reads, and those of the parts above and of what they load on demand
  // (each such part brings its own texts, see vite.first-paint.ts).
  const known = namespaceNames(path.join(import.meta.dirname, 'src'))
  const texts = PRECACHED_PARTS.flatMap((part) =>
    namespacesOf(path.join(import.meta.dirname, part), known),
  )
  for (const ns of new Set([...SHELL_NAMESPACES, ...texts]))
    chunks.locales.fa?.[ns]?.forEach((file) => files.add(file))
  return files
}

/**
 * Preloads the two font files every page paints with (every weight in one file each): Persian,
 * and Latin, which a Persian page needs too (spaces, punctuation, the language switch). Fetched
 * with the HTML, both are there for the first layout; found by it, the Latin file came later and
 * made the browser lay the whole page out again.
 */
const preloadFont = (): Plugin => ({
  name: 'kheyr-preload-font',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const fonts = Object.keys(ctx.bundle ?? {})
        .filter((f) => SHELL_FONT.test(f))
        .sort() // arabic, then latin
      return html.replace(
        '</title>',
        `</title>${fonts.map((font) => `\n    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />`).join('')}`,
      )
    },
  },
})

const dist = path.resolve(import.meta.dirname, 'dist')
const staff = staffPreload()

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [
    react(),
    pageChunks(),
    textBundles(),
    ...(isSsrBuild ? [] : [buildInfo(), preloadFont(), firstPaint(), staff.plugin]),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      filename: 'sw.js',
      scope: '/',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'خیر؛ سامانهٔ نیکوکاری',
        short_name: 'خیر',
        description: 'پرداخت صدقه، نذر و کمک‌های خیریه به‌صورت آنلاین',
        lang: 'fa',
        dir: 'rtl',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#00a99d',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // The first visit's worker takes the open page over at once, so the page's later chunks
        // are kept for offline use (app/offline-assets.ts keeps the ones loaded before).
        clientsClaim: true,
        // The worker prefetches the pages of links in view for the page (public/sw-prefetch.js).
        importScripts: ['/sw-prefetch.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/, /^\/sanctum/, /^\/storage/, /^\/latest\.json/],
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        manifestTransforms: [
          (entries) => {
            const shell = publicShell(dist)
            const manifest = entries.filter(
              (e) =>
                !e.url.startsWith('assets/') ||
                shell.has(e.url) ||
                SHELL_FONT.test(e.url) ||
                e.url === BOOT_FILE,
            )
            return { manifest, warnings: [] }
          },
        ],
        // Hashed files never change: once a route has fetched one, it is kept for offline use.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 365 },
              // A hashed file is the same whoever asked for it: the copies the worker fetched for
              // the page (public/sw-prefetch.js) were asked for with other headers than the page's.
              matchOptions: { ignoreVary: true },
            },
          },
          // Pictures once seen (campaign covers, slides) show offline too, not as broken images;
          // one that changed comes anew in the background. A signed link is never kept.
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin &&
              request.destination === 'image' &&
              !url.pathname.startsWith('/assets/') &&
              !/signature|token|expires/i.test(url.search),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'images',
              expiration: { maxEntries: 150, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  // npm installs the pinned date-fns-jalali (root override) under apps/web; the date pickers,
  // hoisted to the root, must resolve that copy.
  resolve: {
    dedupe: ['date-fns-jalali', 'date-fns', 'react', 'react-dom'],
    // react-router's package points every import at its development build (its checks and
    // warnings on); the production build is the same code without them.
    alias:
      command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sanctum', '/storage', '/latest.json'].map((p) => [
        p,
        { target: api, changeOrigin: false },
      ]),
    ),
  },
  // The server render (`vite build --ssr`, into dist-ssr) carries every library it uses.
  ssr: { noExternal: true, target: 'node' },
  // The manifest lets `npm run bench` measure what the home page loads.
  build: {
    sourcemap: Boolean(process.env.KHEYR_SOURCEMAP),
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    chunkSizeWarningLimit: isSsrBuild ? 2000 : 800,
    modulePreload: { resolveDependencies: staff.resolveDependencies },
  },
}))
