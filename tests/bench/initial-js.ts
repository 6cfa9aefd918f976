// Which JavaScript must the browser download before `/` can render: the entry script of
// dist/index.html, its modulepreload links, and (transitively) every static import of those chunks.
// Dynamic import() chunks are excluded: they are the code-split routes and lazy features.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chunkSize, type ChunkSize } from './chunk-size'

const ENTRY_RE = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+\.js)"/g
const PRELOAD_RE = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g
// `import{a as b}from"./x.js"`, `import"./x.js"`, `export{…}from"./x.js"` — not `import("./x.js")`.
const STATIC_IMPORT_RE = /(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g

export function initialChunks(distDir: string): ChunkSize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const roots = [...html.matchAll(ENTRY_RE), ...html.matchAll(PRELOAD_RE)].map((m) => m[1] ?? '')
  const seen = new Set<string>()
  const queue = roots.map((src) => path.join(distDir, src.replace(/^\//, '')))
  while (queue.length > 0) {
    const file = queue.shift() as string
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file, 'utf8')
    for (const match of code.matchAll(STATIC_IMPORT_RE)) {
      const specifier = match[1] ?? ''
      if (specifier.startsWith('.')) queue.push(path.join(path.dirname(file), specifier))
      else if (specifier.startsWith('/')) queue.push(path.join(distDir, specifier.slice(1)))
    }
  }
  return [...seen].map((file) => chunkSize(distDir, path.relative(distDir, file)))
}
