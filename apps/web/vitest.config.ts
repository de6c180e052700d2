import { defineProject } from 'vitest/config'
import { textBundles } from './vite.page-texts.ts'

export default defineProject({
  plugins: [textBundles()],
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    // Unit tests run in Node; component tests (`*.test.tsx`) declare
    // `@vitest-environment jsdom` at their top.
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // A component test renders MUI and the data grid in jsdom: slow on a busy machine.
    testTimeout: 30_000,
  },
})
