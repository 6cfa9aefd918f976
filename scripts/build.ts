// `npm run build`: the client (Vite + service worker) into dist/, then the public pages prerendered into
// dist/prerendered/ from a throwaway server-side build of the same app. `--out-dir <dir>` builds elsewhere (a second
// build beside the served one, e.g. for a test run on another port); `--sourcemap` adds source maps (profiling).
import { rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { prerender } from './prerender'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const args = process.argv.slice(2)
const optionValue = (name: string) => {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const outDir = path.resolve(root, optionValue('--out-dir') ?? 'dist')
const sourcemap = args.includes('--sourcemap')
// One throwaway server bundle per output dir, so two builds at once do not overwrite each other's.
const ssrOutDir = path.join(
  root,
  'node_modules/.cache/reelhire-prerender',
  path.basename(outDir) + '-' + process.pid,
)

// Vite picks React's production build only when NODE_ENV says so.
process.env.NODE_ENV = 'production'

await build({ root, build: { outDir, emptyOutDir: true, sourcemap } })
await build({
  root,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
})
const { pages } = await prerender(outDir, path.join(ssrOutDir, 'entry-prerender.js'))
rmSync(ssrOutDir, { recursive: true, force: true })
console.log(
  `Prerendered ${pages.length} public pages into ${path.relative(root, outDir) || outDir}/prerendered/ and the app shell`,
)
// The server-side bundle was imported into this process and its timers (query cache, session watch) would keep
// Node alive; the build is done.
process.exit(0)
