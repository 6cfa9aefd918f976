// `npm run build`: the client (Vite + service worker) into dist/, then the public pages prerendered into
// dist/prerendered/ from a throwaway server-side build of the same app.
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { prerender } from './prerender'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const ssrOutDir = path.join(root, 'node_modules/.cache/reelhire-prerender')

// Vite picks React's production build only when NODE_ENV says so.
process.env.NODE_ENV = 'production'

await build({ root })
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
})
const pages = await prerender(path.join(root, 'dist'), path.join(ssrOutDir, 'entry-prerender.js'))
rmSync(ssrOutDir, { recursive: true, force: true })
console.log(`Prerendered ${pages.length} public pages into dist/prerendered/`)
// The server-side bundle was imported into this process and its timers (query cache, session watch) would keep
// Node alive; the build is done.
process.exit(0)
