import type { FileHandle } from 'node:fs/promises'
import { errorCode, expectStatus, S3RequestError, type S3Client } from './s3-client'

/** S3 refuses parts under 5 MiB (except the last) and more than 10,000 parts per object. */
export const MIN_PART_SIZE = 5 * 1024 * 1024
const MAX_PARTS = 10_000

/**
 * Uploads a large local file as an S3 multipart upload, one part in memory at a time, so a 500 MiB video
 * costs the server one part of RAM. A failure aborts the upload, so S3 keeps no orphaned parts (which it
 * would bill for).
 */
export async function putMultipart(
  client: S3Client,
  key: string,
  file: FileHandle,
  size: number,
  contentType: string,
  partSize: number,
): Promise<void> {
  // A part size that would need more than 10,000 parts grows instead of failing at part 10,001.
  const effectivePartSize = Math.max(partSize, Math.ceil(size / MAX_PARTS))
  const uploadId = await createUpload(client, key, contentType)
  try {
    const etags: string[] = []
    for (let offset = 0, part = 1; offset < size; offset += effectivePartSize, part++) {
      const length = Math.min(effectivePartSize, size - offset)
      const body = new Uint8Array(length)
      const { bytesRead } = await file.read(body, 0, length, offset)
      if (bytesRead !== length) throw new Error(`${key}: the file shrank while it was uploaded`)
      etags.push(await uploadPart(client, key, uploadId, part, body))
    }
    await completeUpload(client, key, uploadId, etags)
  } catch (error) {
    await client.send('DELETE', key, { query: { uploadId } }).catch(() => undefined)
    throw error
  }
}

async function createUpload(client: S3Client, key: string, contentType: string): Promise<string> {
  const res = await client.send('POST', key, {
    query: { uploads: '' },
    headers: { 'content-type': contentType },
  })
  await expectStatus(res, 'CreateMultipartUpload', [200])
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await res.text())?.[1]
  if (!uploadId) throw new S3RequestError('CreateMultipartUpload', res.status, 'NoUploadId')
  return unescapeXml(uploadId)
}

async function uploadPart(
  client: S3Client,
  key: string,
  uploadId: string,
  partNumber: number,
  body: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const res = await client.send('PUT', key, { query: { partNumber: String(partNumber), uploadId }, body })
  await expectStatus(res, `UploadPart ${partNumber}`, [200])
  await res.body?.cancel()
  const etag = res.headers.get('etag')
  if (!etag) throw new S3RequestError(`UploadPart ${partNumber}`, res.status, 'NoETag')
  return etag
}

async function completeUpload(
  client: S3Client,
  key: string,
  uploadId: string,
  etags: string[],
): Promise<void> {
  const parts = etags.map(
    (etag, index) => `<Part><PartNumber>${index + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`,
  )
  const body = `<CompleteMultipartUpload>${parts.join('')}</CompleteMultipartUpload>`
  const res = await client.send('POST', key, {
    query: { uploadId },
    headers: { 'content-type': 'application/xml' },
    body,
  })
  await expectStatus(res, 'CompleteMultipartUpload', [200])
  // S3 may answer 200 and still fail: the error then arrives in the body, after the headers.
  const code = await errorCode(res)
  if (code) throw new S3RequestError('CompleteMultipartUpload', res.status, code)
}

// An ETag is a quoted hex digest and travels with its quotes as plain XML text (quotes need no escaping
// there, and some servers compare them undecoded); only & and < could break the document.
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '')
