import { defineProject } from 'vitest/config'

export default defineProject({
  define: { __BUILD_ID__: JSON.stringify('test') },
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
})
