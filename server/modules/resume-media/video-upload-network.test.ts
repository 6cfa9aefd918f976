import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEDIA_ID_HEADER } from '@/api/resume-media/video-upload'
import { Role } from '@/api/roles'
import { createTestApp } from '../../test/test-app'
import { createResume, person, type Person, type TestApp } from '../resumes/resumes-test-support'
import {
  bodyBytes,
  createUpload,
  fakeMp4,
  headUpload,
  markProcessed,
  patchUpload,
} from './media-test-support'

/**
 * A real cut: the app behind a real HTTP server, a PATCH whose connection is destroyed mid-body. The server
 * keeps what arrived, HEAD says how much, and the rest completes the file byte for byte.
 */

let t: TestApp
let owner: Person
let server: ServerType
let port: number

beforeAll(async () => {
  t = await createTestApp()
  owner = await person(t, Role.JobSeeker, 'network')
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
  })
  port = (server.address() as AddressInfo).port
}, 120_000)

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})

/** Sends the head of a PATCH whose Content-Length promises `total` bytes, then drops the connection. */
function cutPatch(path: string, token: string, total: number, sent: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(total),
        authorization: `Bearer ${token}`,
      },
    })
    req.on('error', () => resolve())
    req.on('close', () => resolve())
    req.write(sent, () => setTimeout(() => req.destroy(), 300))
  })
}

describe('a video upload over a connection that drops', () => {
  it('keeps the bytes that arrived and completes from the offset HEAD reports', async () => {
    const resumeId = (await createResume(t, owner, { name: 'Network', privacy: 'public' })).id
    const video = fakeMp4(400_000)
    const { path } = await createUpload(t, owner.token, video.length, { resumeId })
    await cutPatch(path!, owner.token, video.length, video.subarray(0, 150_000))

    // The server notices the cut and releases the upload; HEAD then reports what it kept.
    let offset = -1
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const head = await headUpload(t, owner.token, path!)
      offset = Number(head.headers.get('upload-offset'))
      if (offset === 150_000) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(offset).toBe(150_000)

    const rest = await patchUpload(t, owner.token, path!, offset, video.subarray(offset))
    expect(rest.status).toBe(204)
    await markProcessed(t, rest.headers.get(MEDIA_ID_HEADER)!)
    const file = await t.app.request(`/api/ResumeMedia/${rest.headers.get(MEDIA_ID_HEADER)}/file`)
    expect(Buffer.from(await bodyBytes(file)).equals(Buffer.from(video))).toBe(true)
  })
})
