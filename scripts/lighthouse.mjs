// `npm run test:lighthouse`: serves dist/ with the real server on a fresh data dir, runs `lhci autorun`
// (lighthouserc.json: /, /pricing, /about, mobile emulation) in the system Chromium, exits with its code.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const PORT = 4175 // must match the URLs in lighthouserc.json
const bin = (name) => path.join(root, 'node_modules/.bin', name)

const chromePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined)
if (!chromePath) {
  console.error('No Chromium found: set CHROME_PATH or run scripts/ensure-chromium.sh')
  process.exit(1)
}
if (!existsSync(path.join(root, 'dist/index.html'))) {
  console.error('dist/ is missing: run `npm run build` first')
  process.exit(1)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'reelhire-lighthouse-'))
const server = spawn(bin('tsx'), ['server/index.ts'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  },
})

function stopServer() {
  if (server.exitCode === null) server.kill('SIGTERM')
}
process.on('exit', () => {
  stopServer()
  rmSync(dataDir, { recursive: true, force: true })
})

async function waitForHealth(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with code ${server.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`server did not answer /api/health within ${timeoutMs} ms`)
}

try {
  await waitForHealth(120_000)
} catch (error) {
  console.error(String(error))
  process.exit(1)
}

const lhci = spawn(bin('lhci'), ['autorun', `--collect.chromePath=${chromePath}`], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, CHROME_PATH: chromePath },
})
const code = await new Promise((resolve) => lhci.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))))
stopServer()
process.exit(code)
