// The upload benches' server: the real one in a child process on a throwaway data dir, limits raised so one user may
// send a 1 GiB video, and the sample job seeker signed in with a resume to attach it to.
import { setTimeout as sleep } from 'node:timers/promises'
import { SAMPLE_PASSWORD } from '../../server/seed/identity-accounts'
import { descendants, rssNow, serverNodePid } from './process-memory'
import { startServer, type RunningServer } from './server-process'

const SEEKER = 'jobseeker@reelhire.dev'
/** How long the media worker must have run no ffmpeg before a measurement starts. */
const IDLE_MS = 3_000

export type UploadSession = {
  server: RunningServer
  /** The idle RSS of the first start, which migrated and seeded the data dir (PGlite's memory never shrinks). */
  seededRssBytes: number
  /** The node process serving requests (what the memory target is about). */
  serverPid: number
  token: string
  resumeId: string
  /** Waits until the media worker runs no ffmpeg (the sample videos made at start, a finished upload's job). */
  mediaIdle: (timeoutMs?: number) => Promise<void>
}

async function mediaIdle(serverPid: number, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let idleSince = Date.now()
  while (Date.now() - idleSince < IDLE_MS) {
    if (Date.now() > deadline) throw new Error('the media worker did not go idle')
    if (descendants(serverPid).some((p) => p.comm === 'ffmpeg')) idleSince = Date.now()
    await sleep(200)
  }
}

type Envelope<T> = { success: boolean; data: T }

async function api<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init)
  const body = (await response.json()) as Envelope<T>
  if (!response.ok || !body.success)
    throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}`)
  return body.data
}

export async function startUploadSession(options: {
  root: string
  port: number
  dataDir: string
  maxVideoBytes: number
  /** A PostgreSQL database to run on instead of the embedded PGlite. */
  databaseUrl?: string
}): Promise<UploadSession> {
  const env = {
    MAX_VIDEO_BYTES: String(options.maxVideoBytes),
    VIDEO_QUOTA_BYTES: String(options.maxVideoBytes * 4),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
  }
  // The first start migrates and seeds; the one measured is the next, as a server runs from then on.
  const seeding = await startServer(options.root, options.port, options.dataDir, env)
  let seededRssBytes: number
  try {
    await mediaIdle(serverNodePid(seeding.pid))
    seededRssBytes = rssNow(serverNodePid(seeding.pid))
  } finally {
    await seeding.stop()
  }
  const server = await startServer(options.root, options.port, options.dataDir, env)
  try {
    const login = await api<{ token?: string }>(`${server.url}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: SEEKER, password: SAMPLE_PASSWORD }),
    })
    if (!login.token) throw new Error(`${SEEKER} could not sign in`)
    const token = login.token
    const resumes = await api<Array<{ id: string }>>(`${server.url}/api/Resume/GetResumesOwnedbyAuthUser`, {
      headers: { authorization: `Bearer ${token}` },
    })
    if (!resumes[0]) throw new Error(`${SEEKER} has no resume`)
    const serverPid = serverNodePid(server.pid)
    return {
      server,
      seededRssBytes,
      serverPid,
      token,
      resumeId: resumes[0].id,
      mediaIdle: (timeoutMs) => mediaIdle(serverPid, timeoutMs),
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
