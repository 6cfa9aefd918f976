// Serves a built static site (the floor app) on a local port the way the real server serves ReelHire's build:
// files gzipped when the browser accepts it, and index.html for any other path without an extension (a
// client-routed app).
import { createReadStream, existsSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'
import { createGzip } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg'])

export type StaticServer = { url: string; stop: () => Promise<void> }

export function serveStatic(dir: string, port: number): Promise<StaticServer> {
  const root = path.resolve(dir)
  const server = createServer((req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    let file = path.join(root, urlPath)
    const found = file.startsWith(root + path.sep) && existsSync(file) && statSync(file).isFile()
    if (!found && path.extname(urlPath)) {
      // A missing file (favicon.ico) is a 404, as on the real server; any other path is the app's page.
      res.writeHead(404).end()
      return
    }
    if (!found) file = path.join(root, 'index.html')
    const ext = path.extname(file)
    const gzip = COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(200, {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    })
    const body = createReadStream(file)
    if (gzip) body.pipe(createGzip()).pipe(res)
    else body.pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise((done) => server.close(() => done())),
      }),
    )
  })
}
