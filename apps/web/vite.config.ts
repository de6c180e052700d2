import { writeFileSync } from 'node:fs'
import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

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

export default defineConfig({
  plugins: [
    react(),
    buildInfo(),
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api/, /^\/sanctum/, /^\/storage/, /^\/latest\.json/],
        globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  // npm installs the pinned date-fns-jalali (root override) under apps/web; the date pickers,
  // hoisted to the root, must resolve that copy.
  resolve: { dedupe: ['date-fns-jalali', 'date-fns', 'react', 'react-dom'] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/sanctum', '/storage', '/latest.json'].map((p) => [
        p,
        { target: api, changeOrigin: false },
      ]),
    ),
  },
  // The manifest lets `npm run bench` measure what the home page loads.
  build: { sourcemap: false, manifest: true, chunkSizeWarningLimit: 800 },
})
