// Issue 14 "Benchmarks": a 1 GiB video upload through tus (/api/uploads/video) with the server's resident memory
// staying ≤ 200 MB. The real server runs in a child process; its node process's RSS is sampled every 100 ms (and
// the kernel's high-water mark, reset just before, catches what falls between samples) from the creation to the
// answer of the finishing PATCH, which includes moving the file into the media store. Two clients: tus-js-client
// with the video studio's chunk size (what the page sends), and one PATCH of the whole file (a tus client without
// chunking, curl). The finished upload is queued for ffmpeg, which fails on these bytes: that happens after the
// measurement, and the next one waits until the worker is idle again. The server measured is the second start on
// its data dir (the first migrated and seeded, and PGlite's WASM memory never shrinks); most of its RSS is the idle
// server itself, so each row also says how much the upload added.
import { request } from 'node:http'
import type { Readable } from 'node:stream'
import { Upload } from 'tus-js-client'
import { MEDIA_ID_HEADER, VIDEO_UPLOAD_PATH } from '../../src/api/resume-media/video-upload'
import { UPLOAD_CHUNK_BYTES } from '../../src/features/video-studio/lib/upload-runner'
import { verdict } from './budget'
import { fakeVideoStream } from './fake-video'
import { mb, rssNow, sampleRss } from './process-memory'
import type { BenchRow } from './report'
import type { UploadSession } from './upload-session'

export const UPLOAD_BENCH_BYTES = 1024 ** 3
/** Issue 14: server RSS during a 1 GiB upload. */
export const UPLOAD_RSS_TARGET_BYTES = 200e6

export type TusUploadRun = {
  client: string
  bytes: number
  seconds: number
  requests: number
  rssBeforeBytes: number
  peakRssBytes: number
  kernelPeakBytes: number | null
}

/** tus-js-client in Node, reading the file from a stream in chunks of `chunkSize`, as the studio page does. */
function tusClientUpload(session: UploadSession, body: Readable, size: number, chunkSize: number) {
  let requests = 0
  return new Promise<number>((resolve, reject) => {
    const upload = new Upload(body, {
      endpoint: `${session.server.url}${VIDEO_UPLOAD_PATH}`,
      uploadSize: size,
      chunkSize,
      metadata: {
        resumeId: session.resumeId,
        name: 'Bench upload',
        filename: 'bench.mp4',
        filetype: 'video/mp4',
      },
      headers: { Authorization: `Bearer ${session.token}` },
      // A failure on loopback is a finding, not something to retry past.
      retryDelays: [],
      onBeforeRequest: () => {
        requests += 1
      },
      onSuccess: ({ lastResponse }) => {
        if (!lastResponse.getHeader(MEDIA_ID_HEADER))
          reject(new Error('the finishing PATCH named no media row'))
        else resolve(requests)
      },
      onError: reject,
    })
    upload.start()
  })
}

/** One request with headers and an optional streamed body; answers the status and headers. */
function send(url: string, method: string, headers: Record<string, string>, body?: Readable) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined> }>(
    (resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
      })
      req.on('error', reject)
      if (body) body.pipe(req)
      else req.end()
    },
  )
}

/** The whole file in one PATCH with its Content-Length, as a client without chunking sends it. */
async function onePatchUpload(session: UploadSession, body: Readable, size: number): Promise<number> {
  const auth = { 'Tus-Resumable': '1.0.0', authorization: `Bearer ${session.token}` }
  const created = await send(`${session.server.url}${VIDEO_UPLOAD_PATH}`, 'POST', {
    ...auth,
    'Upload-Length': String(size),
    'Upload-Metadata': `resumeId ${Buffer.from(session.resumeId).toString('base64')}`,
  })
  const location = created.headers.location
  if (created.status !== 201 || typeof location !== 'string')
    throw new Error(`tus creation answered ${created.status}`)
  const patched = await send(
    new URL(location, session.server.url).href,
    'PATCH',
    {
      ...auth,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
      'Content-Length': String(size),
    },
    body,
  )
  if (patched.status !== 204 || !patched.headers[MEDIA_ID_HEADER.toLowerCase()])
    throw new Error(`the PATCH answered ${patched.status} without a media row`)
  return 2
}

async function measured(
  session: UploadSession,
  client: string,
  run: (body: Readable) => Promise<number>,
): Promise<TusUploadRun> {
  await session.mediaIdle()
  const rssBeforeBytes = rssNow(session.serverPid)
  const sampling = sampleRss(session.serverPid)
  const started = performance.now()
  let requests: number
  try {
    requests = await run(fakeVideoStream(UPLOAD_BENCH_BYTES))
  } catch (error) {
    sampling.stop()
    throw error
  }
  const seconds = (performance.now() - started) / 1000
  const memory = sampling.stop()
  return {
    client,
    bytes: UPLOAD_BENCH_BYTES,
    seconds,
    requests,
    rssBeforeBytes,
    peakRssBytes: memory.peakBytes,
    kernelPeakBytes: memory.kernelPeakBytes,
  }
}

export async function benchTusUpload(session: UploadSession): Promise<TusUploadRun[]> {
  const chunked = await measured(
    session,
    `tus-js-client, ${UPLOAD_CHUNK_BYTES / 1024 ** 2} MiB chunks (video studio)`,
    (body) => tusClientUpload(session, body, UPLOAD_BENCH_BYTES, UPLOAD_CHUNK_BYTES),
  )
  const whole = await measured(session, 'one PATCH of the whole file', (body) =>
    onePatchUpload(session, body, UPLOAD_BENCH_BYTES),
  )
  return [chunked, whole]
}

/** `seededRssBytes`: the idle server right after the start that seeded its data dir, for comparison. */
export function tusUploadRows(
  runs: readonly TusUploadRun[],
  seededRssBytes: number,
  database = 'PGlite',
): BenchRow[] {
  return runs.map((r) => {
    const peak = Math.max(r.peakRssBytes, r.kernelPeakBytes ?? 0)
    const hwm =
      r.kernelPeakBytes === null
        ? 'kernel high-water mark unreadable'
        : `kernel high-water mark ${mb(r.kernelPeakBytes)}`
    return [
      `1 GiB tus upload, server RSS (${r.client}, ${database})`,
      `peak ${mb(peak)}`,
      `upload's own share +${mb(peak - r.rssBeforeBytes)} over ${mb(r.rssBeforeBytes)} idle (${mb(seededRssBytes)} idle after the seeding first start); ${(r.bytes / 1e6 / r.seconds).toFixed(0)} MB/s, ${r.seconds.toFixed(1)} s from creation to the last answer (file moved into the media store), ${r.requests} requests; sampled every 100 ms: ${mb(r.peakRssBytes)}, ${hwm}; ${verdict(peak <= UPLOAD_RSS_TARGET_BYTES, `≤ ${mb(UPLOAD_RSS_TARGET_BYTES)}`)}`,
    ]
  })
}
