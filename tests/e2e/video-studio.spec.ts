// Video resumes (issue 14): a job seeker records a take with the (fake) camera and keeps it; uploads a file while the
// network drops half-way, and the upload resumes from where it stopped; both videos end up playable on the resume.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import type { APIRequestContext } from '@playwright/test'
import { apiToken } from './support/accounts'
import { expect, test } from './support/test'

const ffmpeg = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path

/** An H.264 MP4 of ~12 MB (noise does not compress): three tus chunks of 5 MiB. */
function bigClip(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'reelhire-e2e-video-')), 'pitch.mp4')
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'nullsrc=s=640x360:r=25:d=6,geq=random(1)*255:128:128',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-b:v',
    '16M',
    '-maxrate',
    '16M',
    '-bufsize',
    '16M',
    '-pix_fmt',
    'yuv420p',
    file,
  ])
  return file
}

async function createResume(request: APIRequestContext, token: string, name: string): Promise<string> {
  const saved = await request.post('/api/Resume/Save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      privacy: 'public',
      resume: {
        basics: { name: 'Rosa Díaz', label: 'Product Designer', summary: 'I design calm software.' },
      },
    },
  })
  expect(saved.ok()).toBe(true)
  return ((await saved.json()) as { data: { id: string } }).data.id
}

type Media = { id: string; name: string; status: string; metaType: number; durationSeconds: number | null }

async function mediaOf(request: APIRequestContext, token: string, resumeId: string): Promise<Media[]> {
  const res = await request.get(`/api/Resume/${resumeId}/media`, {
    headers: { authorization: `Bearer ${token}` },
  })
  return ((await res.json()) as { data: Media[] }).data
}

test('a job seeker records a take, uploads a file through a dropped network, and both play on the resume', async ({
  context,
  page,
  request,
  signInAsNew,
}) => {
  test.setTimeout(240_000)
  const email = await signInAsNew({ label: 'video-studio' })
  const token = await apiToken(request, email)
  const resumeId = await createResume(request, token, 'Designer resume')

  // Record: the camera stays off until asked; the teleprompter shows a pitch written from the resume.
  await page.goto(`/resumes/upload/video?resumeId=${resumeId}`)
  await expect(page.getByRole('heading', { name: 'Video resume' })).toBeVisible()
  await page.getByRole('textbox', { name: 'Video title' }).fill('Recorded pitch')
  await page.getByRole('button', { name: 'Turn on camera' }).click()
  await expect(page.getByTestId('teleprompter')).toContainText("Hi, I'm Rosa Díaz, a Product Designer.")
  await page.getByRole('button', { name: 'Start recording' }).click()
  await expect(page.getByText(/^Recording 0:0[3-9]/)).toBeVisible({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByText(/^Paused/)).toBeVisible()
  await page.getByRole('button', { name: 'Resume' }).click()
  await page.getByRole('button', { name: 'Stop' }).click()
  await expect(page.getByLabel('Your recording')).toBeVisible()
  await page.getByRole('button', { name: 'Use this take' }).click()
  await expect(page.getByText('“Recorded pitch” is uploaded')).toBeVisible({ timeout: 30_000 })

  // A file, with the network gone after the first chunk: the upload waits, then resumes at the server's offset.
  const clip = bigClip()
  const size = statSync(clip).size
  let patchedBytes = 0
  let patches = 0
  page.on('requestfinished', (req) => {
    if (req.method() !== 'PATCH' || !req.url().includes('/api/uploads/video/')) return
    patches += 1
    patchedBytes += req.postDataBuffer()?.length ?? 0
  })
  await page.getByRole('tab', { name: 'Upload file' }).click()
  await page.getByRole('textbox', { name: 'Video title' }).fill('Uploaded pitch')
  const firstChunk = page.waitForResponse(
    (res) =>
      res.request().method() === 'PATCH' && res.url().includes('/api/uploads/video/') && res.status() === 204,
  )
  await page.getByTestId('video-file-input').setInputFiles(clip)
  await firstChunk
  await context.setOffline(true)
  const item = page.getByTestId('upload-item').filter({ hasText: 'Uploaded pitch' })
  await expect(item).toContainText('Waiting for the network', { timeout: 60_000 })
  await context.setOffline(false)
  await expect(page.getByText('“Uploaded pitch” is uploaded')).toBeVisible({ timeout: 60_000 })
  await expect(item).toHaveCount(0)
  // Resumed, not restarted: at most one chunk (5 MiB) was sent twice.
  expect(patches).toBeGreaterThanOrEqual(2)
  expect(patchedBytes).toBeLessThanOrEqual(size + 5 * 1024 * 1024)

  // Both are processed by the server's job queue into playable MP4s with their duration.
  await expect
    .poll(async () => (await mediaOf(request, token, resumeId)).map((m) => `${m.name}:${m.status}`).sort(), {
      timeout: 90_000,
    })
    .toEqual(['Recorded pitch:ready', 'Uploaded pitch:ready'])
  const media = await mediaOf(request, token, resumeId)
  for (const item of media) {
    expect(item.metaType).toBe(1)
    expect(item.durationSeconds).toBeGreaterThan(1)
  }

  // On the resume page the uploaded one plays, opened by its #id.
  const uploaded = media.find((m) => m.name === 'Uploaded pitch')!
  await page.goto(`/resumes/${resumeId}#${uploaded.id}`)
  const video = page.getByLabel('Uploaded pitch', { exact: true })
  await expect(video).toBeVisible()
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1)
  expect(await video.evaluate((v: HTMLVideoElement) => Math.round(v.duration))).toBe(6)
})
