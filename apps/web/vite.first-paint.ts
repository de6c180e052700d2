import type { Plugin } from 'vite'

/**
 * What the page's first paint waits for, at build time (docs/decisions/016-public-main-thread.md):
 *
 * - the entry's stylesheet (the fonts' `@font-face` rules, a few KB) goes inline into the HTML,
 *   so painting the server-rendered page waits for no second request;
 * - the app's scripts are fetched at low priority: on a slow connection the HTML, the fonts and
 *   the first image come first, and the scripts (which only take over a page already shown)
 *   after.
 */
export const firstPaint = (): Plugin => ({
  name: 'kheyr-first-paint',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, ctx) {
      const bundle = ctx.bundle ?? {}
      return html
        .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file]
          if (asset?.type !== 'asset') return tag
          const css = typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source)
          return `<style>${css.toString().trim()}</style>`
        })
        .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
    },
  },
})
