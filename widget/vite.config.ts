/** `npm run build:widget`: the script-tag IIFE and the ES module, with source maps, into widget/dist. */
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  mode: 'production',
  // Never Lit's development build, whatever NODE_ENV the caller runs under (a test runner sets `test`).
  resolve: { conditions: ['module', 'browser', 'production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: true,
    target: 'es2021',
    lib: {
      entry: 'src/index.ts',
      name: 'HempData',
      formats: ['iife', 'es'],
      fileName: format => (format === 'es' ? 'hempdata.mjs' : 'hempdata.js'),
    },
  },
})
