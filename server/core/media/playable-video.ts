import { join } from 'node:path'
import { probeVideo, runFfmpeg, type VideoProbe } from './ffmpeg'

export type PlayableVideo = {
  /** An MP4 (H.264 video, AAC audio when there is sound) with its index at the front, so playback starts at once. */
  videoFile: string
  /** A JPEG frame from early in the video, at most 640 px wide. */
  posterFile: string
  /** The MP4's own description (duration, size). */
  probe: VideoProbe
  /** Whether the streams were copied (already H.264/AAC in MP4) rather than re-encoded. */
  copied: boolean
}

/** Videos are kept at most 1280 px wide (a resume pitch needs no more), in even dimensions as H.264 4:2:0 requires. */
const SCALE_VIDEO = 'scale=w=trunc(min(1280\\,iw)/2)*2:h=-2'
const SCALE_POSTER = 'scale=w=trunc(min(640\\,iw)/2)*2:h=-2'

/** Streams an MP4 player can play as they are: H.264 video, AAC or no audio, in an MP4 container. */
export function isPlayableAsIs(probe: VideoProbe): boolean {
  return (
    probe.container.includes('mp4') &&
    probe.videoCodec === 'h264' &&
    (probe.audioCodec === null || probe.audioCodec === 'aac') &&
    (probe.width ?? 0) <= 1280
  )
}

/**
 * Turns an uploaded video into what every browser plays: a browser's WebM recording (VP8/VP9 + Opus, and no duration
 * in its header) is re-encoded; an MP4 that is already H.264/AAC is only rewritten with faststart. Writes into
 * `workDir`; the caller removes it.
 */
export async function makePlayableVideo(inputFile: string, workDir: string): Promise<PlayableVideo> {
  const input = await probeVideo(inputFile)
  if (!input.videoCodec) throw new Error('The file has no video stream.')
  const videoFile = join(workDir, 'video.mp4')
  const copied = isPlayableAsIs(input)
  const codecs = copied
    ? ['-c', 'copy']
    : [
        '-vf',
        SCALE_VIDEO,
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
      ].concat(input.audioCodec ? ['-c:a', 'aac', '-b:a', '128k'] : [])
  await runFfmpeg([
    '-y',
    '-i',
    inputFile,
    // The first video stream and the first audio stream if there is one: no data or subtitle tracks.
    '-map',
    '0:v:0',
    '-map',
    '0:a:0?',
    ...codecs,
    '-movflags',
    '+faststart',
    videoFile,
  ])
  const probe = await probeVideo(videoFile)
  const posterFile = join(workDir, 'poster.jpg')
  // A second in (past a recording's first, often dark, frame), or the middle of a shorter clip.
  const posterAt = Math.min(1, (probe.durationSeconds ?? 0) / 2)
  await runFfmpeg([
    '-y',
    '-ss',
    posterAt.toFixed(2),
    '-i',
    videoFile,
    '-frames:v',
    '1',
    '-vf',
    SCALE_POSTER,
    '-q:v',
    '4',
    posterFile,
  ])
  return { videoFile, posterFile, probe, copied }
}
