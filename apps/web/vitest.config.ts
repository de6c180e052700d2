import { defineProject } from 'vitest/config'
import { PREACT_ALIASES } from './vite.preact.ts'
import { textBundles } from './vite.page-texts.ts'

export default defineProject({
  plugins: [textBundles()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  // As in vite.config.ts: the date pickers, hoisted to the root, take the date-fns-jalali npm
  // installs under apps/web, so Vite (not Node) resolves their imports.
  resolve: {
    dedupe: ['date-fns-jalali'],
    alias: [
      ...PREACT_ALIASES,
      // The testing library's ES build, whose imports of React the aliases above answer.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  // ES builds everywhere (emotion's `import` condition names a wrapper of its CommonJS build,
  // which Node would load with React's own package, not the aliases' Preact).
  environments: { client: { resolve: { conditions: ['module', 'browser'] } } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'vite.*.test.ts'],
    // Unit tests run in Node; component tests (`*.test.tsx`) declare
    // `@vitest-environment jsdom` at their top.
    environment: 'node',
    setupFiles: ['./src/test/preact-require.ts', './src/test/setup.ts'],
    // A component test renders MUI and the data grid in jsdom: slow on a busy machine.
    testTimeout: 30_000,
    // Every library goes through Vite (and its aliases) but Preact itself, which Node loads once
    // for all of them and for the CommonJS ones (src/test/preact-require.ts).
    server: { deps: { inline: [/\/node_modules\/(?!preact\/)/] } },
  },
})
