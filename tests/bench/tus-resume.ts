// Issue 14 "Benchmarks": resume-after-cut overhead. A 64 MiB video goes up with tus-js-client set up as the video
// studio sets it up (chunk size, retry delays, which answers are retried) through a relay that counts the bytes
// the client sends. Once uncut, then once per cut point: the relay resets both connections in the middle of a chunk,
// the client notices, asks the server for its offset (HEAD) and goes on. Bytes re-sent = bytes sent with the cut −
// bytes sent without (headers and HTTP framing cancel out; the extra HEAD and request heads count as overhead).
import { Upload, type DetailedError } from 'tus-js-client'
import { MEDIA_ID_HEADER, VIDEO_UPLOAD_PATH } from '../../src/api/resume-media/video-upload'
import { UPLOAD_CHUNK_BYTES } from '../../src/features/video-studio/lib/upload-runner'
import { verdict } from './budget'
import { startCutProxy, type CutProxy } from './cut-proxy'
import { fakeVideoBytes } from './fake-video'
import type { BenchRow } from './report'
import type { UploadSession } from './upload-session'

const RESUME_BENCH_BYTES = 64 * 1024 ** 2
/** Where the network drops, in chunks from the start: each in the middle of a PATCH. */
const CUT_AT_CHUNKS = [1.5, 3.7, 6.3, 8.6, 10.8]

export type ResumeRun = { cutAtBytes: number; resentBytes: number; requests: number; retries: number }
export type TusResumeResult = { bytes: number; chunkBytes: number; uncutBytes: number; runs: ResumeRun[] }

/** The studio's client (upload-runner.ts) minus the browser: same chunk size, retry delays and retried answers. */
function upload(session: UploadSession, proxy: CutProxy, file: Buffer) {
  let requests = 0
  let retries = 0
  return new Promise<{ requests: number; retries: number }>((resolve, reject) => {
    const tus = new Upload(file, {
      endpoint: `${proxy.url}${VIDEO_UPLOAD_PATH}`,
      uploadSize: file.length,
      chunkSize: UPLOAD_CHUNK_BYTES,
      metadata: {
        resumeId: session.resumeId,
        name: 'Bench resume',
        filename: 'cut.mp4',
        filetype: 'video/mp4',
      },
      storeFingerprintForResuming: false,
      retryDelays: [0, 1_000, 3_000, 5_000, 10_000, 20_000],
      headers: { Authorization: `Bearer ${session.token}` },
      onBeforeRequest: () => {
        requests += 1
      },
      onShouldRetry: (error: DetailedError) => {
        retries += 1
        const status = error.originalResponse?.getStatus() ?? 0
        return status === 0 || status >= 500 || status === 409 || status === 423
      },
      onSuccess: ({ lastResponse }) => {
        if (!lastResponse.getHeader(MEDIA_ID_HEADER))
          reject(new Error('the finishing PATCH named no media row'))
        else resolve({ requests, retries })
      },
      onError: reject,
    })
    tus.start()
  })
}

export async function benchTusResume(session: UploadSession, proxyPort: number): Promise<TusResumeResult> {
  const proxy = await startCutProxy(proxyPort, Number(new URL(session.server.url).port))
  try {
    const file = fakeVideoBytes(RESUME_BENCH_BYTES)
    proxy.reset()
    await upload(session, proxy, file)
    const uncutBytes = proxy.bytesUp()
    const runs: ResumeRun[] = []
    for (const chunks of CUT_AT_CHUNKS) {
      const cutAtBytes = Math.round(chunks * UPLOAD_CHUNK_BYTES)
      proxy.reset(cutAtBytes)
      const { requests, retries } = await upload(session, proxy, file)
      if (!proxy.didCut()) throw new Error(`the upload ended before the cut at ${cutAtBytes} bytes`)
      runs.push({ cutAtBytes, resentBytes: proxy.bytesUp() - uncutBytes, requests, retries })
    }
    return { bytes: RESUME_BENCH_BYTES, chunkBytes: UPLOAD_CHUNK_BYTES, uncutBytes, runs }
  } finally {
    await proxy.close()
  }
}

const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(2)} MiB`
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

export function tusResumeRows(result: TusResumeResult): BenchRow[] {
  const worst = Math.max(...result.runs.map((r) => r.resentBytes))
  const each = result.runs
    .map(
      (r) =>
        `cut at ${mib(r.cutAtBytes)}: ${kib(r.resentBytes)} (${r.requests} requests, ${r.retries} retried)`,
    )
    .join(', ')
  return [
    [
      `Resume after a cut, bytes re-sent (${mib(result.bytes)}, ${mib(result.chunkBytes)} chunks)`,
      `max ${kib(worst)}`,
      `tus-js-client as the video studio sets it up, through a relay that resets both connections mid-PATCH; sent with a cut − sent uncut (${mib(result.uncutBytes)} on the wire); ${each}; ${verdict(worst <= result.chunkBytes, `≤ one chunk (${mib(result.chunkBytes)})`)}`,
    ],
  ]
}
