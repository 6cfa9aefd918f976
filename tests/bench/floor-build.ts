// `tsx tests/bench/floor-build.ts <out-dir>`: builds the floor app (floor-app/) into <out-dir>, its page
// prerendered into index.html. Run as its own process (startup.ts does) so that production mode (NODE_ENV, which
// picks React's production build) and the prerender bundle's React stay out of the bench's process.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const floorDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'floor-app')
const outDir = process.argv[2]
if (!outDir) {
  console.error('usage: tsx tests/bench/floor-build.ts <out-dir>')
  process.exit(1)
}
const ssrOutDir = `${path.resolve(outDir)}-prerender`

process.env.NODE_ENV = 'production'
const common = {
  root: floorDir,
  configFile: path.join(floorDir, 'vite.config.ts'),
  logLevel: 'warn' as const,
}
await build({ ...common, build: { outDir: path.resolve(outDir), emptyOutDir: true } })
await build({
  ...common,
  build: { ssr: 'prerender.tsx', outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
})

const { render } = (await import(pathToFileURL(path.join(ssrOutDir, 'prerender.js')).href)) as {
  render: () => string
}
const indexFile = path.join(outDir, 'index.html')
const shell = readFileSync(indexFile, 'utf8')
if (!shell.includes('<!--prerendered-->'))
  throw new Error('floor-app/index.html lost its <!--prerendered--> mark')
writeFileSync(indexFile, shell.replace('<!--prerendered-->', render()))
rmSync(ssrOutDir, { recursive: true, force: true })
process.exit(0)
