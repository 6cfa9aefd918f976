// `npm run build`: the client (Vite + service worker) into dist/, then a server-side build of the same app into
// dist/ssr/, which prerenders the public pages into dist/prerendered/ and which the server keeps using to render job
// pages per request (server/modules/server-pages; dist/ssr/ is never served). `--out-dir <dir>` builds elsewhere (a second
// build beside the served one, e.g. for a test run on another port); `--sourcemap` adds source maps (profiling).
import { symlinkSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { SSR_DIR, SSR_ENTRY_FILE } from '../server/prerendered-pages'
import { prerender } from './prerender'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const args = process.argv.slice(2)
const optionValue = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const outDir = path.resolve(root, optionValue('--out-dir') ?? 'dist')
const sourcemap = args.includes('--sourcemap')
// Inside the output dir, so each build has its own and the server finds the one it serves.
const ssrOutDir = path.join(outDir, SSR_DIR)

// Vite picks React's production build only when NODE_ENV says so.
process.env.NODE_ENV = 'production'

await build({ root, build: { outDir, emptyOutDir: true, sourcemap } })
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
})
// The bundle imports its packages from node_modules: an output dir outside the project gets a link to the project's.
if (path.relative(root, outDir).startsWith('..')) {
  symlinkSync(path.join(root, 'node_modules'), path.join(ssrOutDir, 'node_modules'), 'dir')
}
const { pages } = await prerender(outDir, path.join(outDir, SSR_ENTRY_FILE))
console.log(
  `Prerendered ${pages.length} public pages into ${path.relative(root, outDir) || outDir}/prerendered/ and the app shell`,
)
// The server-side bundle was imported into this process and its timers (query cache, session watch) would keep
// Node alive; the build is done.
process.exit(0)
