import { defineProject } from 'vitest/config'
import { textBundles } from './vite.page-texts.ts'

export default defineProject({
  plugins: [textBundles()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  // As in vite.config.ts: the date pickers, hoisted to the root, take the date-fns-jalali npm
  // installs under apps/web, so Vite (not Node) resolves their imports.
  resolve: { dedupe: ['date-fns-jalali'] },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite.*.test.ts'],
    // Unit tests run in Node; component tests (`*.test.tsx`) declare
    // `@vitest-environment jsdom` at their top.
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // A component test renders MUI and the data grid in jsdom: slow on a busy machine.
    testTimeout: 30_000,
    server: { deps: { inline: [/@mui\/x-date-pickers/] } },
  },
})
