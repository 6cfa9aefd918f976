// Starts the real server (node --import tsx server/index.ts) as a child process and times it to first answer.
import { spawn, type ChildProcess } from 'node:child_process'

export interface RunningServer {
  url: string
  /** Milliseconds from spawn to the first 200 from /api/health. */
  startMs: number
  /** The spawned node process, which runs the server itself. */
  pid: number
  stop: () => Promise<void>
}

/**
 * `env` overrides the defaults below: DATABASE_URL to run on PostgreSQL, DIST_DIR for another build. The server
 * runs as in production (NODE_ENV=production) on its own data dir.
 */
export async function startServer(
  root: string,
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const started = performance.now()
  // As `npm start` runs it: a small young generation keeps ~40 MB of garbage from piling up (decision 031).
  const child = spawn(process.execPath, ['--max-semi-space-size=2', '--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
    },
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(child, url, 120_000)
  const startMs = performance.now() - started
  return { url, startMs, pid: child.pid ?? -1, stop: () => stop(child) }
}

async function waitForHealth(child: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  child.kill('SIGKILL')
  throw new Error(`server did not answer within ${timeoutMs} ms`)
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
