// The upload section of `npm run bench` (issue 14): one server for resume-after-cut, then the 1 GiB upload's memory.
import type { BenchRow } from './report'
import { benchTusResume, tusResumeRows } from './tus-resume'
import { benchTusUpload, tusUploadRows, UPLOAD_BENCH_BYTES } from './tus-upload'
import { startUploadSession } from './upload-session'

export async function benchUploads(options: {
  root: string
  dataDir: string
  ports: { server: number; proxy: number }
}): Promise<BenchRow[]> {
  const session = await startUploadSession({
    root: options.root,
    port: options.ports.server,
    dataDir: options.dataDir,
    maxVideoBytes: UPLOAD_BENCH_BYTES,
  })
  try {
    const memory = await benchTusUpload(session)
    const resume = await benchTusResume(session, options.ports.proxy)
    return [...tusUploadRows(memory, session.seededRssBytes), ...tusResumeRows(resume)]
  } finally {
    await session.server.stop()
  }
}
