import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parseProbe, probeVideo, runFfmpeg } from './ffmpeg'
import { makePlayableVideo } from './playable-video'

const dir = mkdtempSync(join(tmpdir(), 'reelhire-ffmpeg-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A short test clip made by ffmpeg itself (colour bars and a tone), in the given container and codecs. */
async function makeClip(name: string, codecArgs: string[], seconds = 2): Promise<string> {
  const file = join(dir, name)
  await runFfmpeg([
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=320x240:rate=15:duration=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:duration=${seconds}`,
    ...codecArgs,
    file,
  ])
  return file
}

describe('reading ffmpeg’s description of a file', () => {
  it('finds the container, duration, codecs and size', () => {
    const log = [
      "Input #0, matroska,webm, from 'take.webm':",
      '  Duration: 00:01:02.50, start: 0.000000, bitrate: N/A',
      '    Stream #0:0(eng): Video: vp8, yuv420p(progressive), 640x480, SAR 1:1 DAR 4:3, 30 fps',
      '    Stream #0:1(eng): Audio: opus, 48000 Hz, mono, fltp (default)',
    ].join('\n')
    expect(parseProbe(log)).toEqual({
      container: 'matroska,webm',
      durationSeconds: 62.5,
      videoCodec: 'vp8',
      audioCodec: 'opus',
      width: 640,
      height: 480,
    })
  })

  it('reads a browser recording without a duration as unknown', () => {
    const log = "Input #0, matroska,webm, from 'x.webm':\n  Duration: N/A, start: 0.000000, bitrate: N/A\n"
    expect(parseProbe(log)).toMatchObject({ durationSeconds: null, videoCodec: null, audioCodec: null })
  })
})

describe('making an upload playable', () => {
  it('re-encodes a WebM recording into an H.264/AAC MP4 with a poster', async () => {
    const webm = await makeClip('take.webm', ['-c:v', 'libvpx', '-b:v', '200k', '-c:a', 'libopus'])
    const out = mkdtempSync(join(dir, 'webm-'))
    const result = await makePlayableVideo(webm, out)
    expect(result.copied).toBe(false)
    expect(result.probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 240 })
    expect(result.probe.container).toContain('mp4')
    expect(result.probe.durationSeconds).toBeGreaterThan(1.8)
    expect(result.probe.durationSeconds).toBeLessThan(2.3)
    expect(statSync(result.posterFile).size).toBeGreaterThan(1000)
    expect((await probeVideo(result.posterFile)).videoCodec).toBe('mjpeg')
  })

  it('copies the streams of an MP4 that is already H.264/AAC', async () => {
    const mp4 = await makeClip('phone.mp4', [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
    ])
    const out = mkdtempSync(join(dir, 'mp4-'))
    const result = await makePlayableVideo(mp4, out)
    expect(result.copied).toBe(true)
    expect(result.probe).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac' })
  })

  it('refuses a file without a video stream', async () => {
    const audioOnly = join(dir, 'voice.mp4')
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-c:a', 'aac', audioOnly])
    await expect(makePlayableVideo(audioOnly, mkdtempSync(join(dir, 'audio-')))).rejects.toThrow(
      /no video stream/,
    )
  })
})
