import { spawn } from 'node:child_process'
import { accessSync, chmodSync, constants } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * ffmpeg for video processing: the static binary of @ffmpeg-installer (inside the npm package, nothing downloaded at
 * install or run time), or the FFMPEG_PATH setting (a system ffmpeg) once `useFfmpegAt` was told it. npm may skip the
 * package's postinstall that marks the binary executable, so that is checked and done on first use.
 */
let resolved: string | undefined

/** The server's start-up passes FFMPEG_PATH here when it is set. */
export function useFfmpegAt(path: string | undefined): void {
  resolved = path
}

export function ffmpegPath(): string {
  if (resolved) return resolved
  const require = createRequire(import.meta.url)
  const { path } = require('@ffmpeg-installer/ffmpeg') as { path: string }
  try {
    accessSync(path, constants.X_OK)
  } catch {
    chmodSync(path, 0o755)
  }
  return (resolved = path)
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderrTail: string,
  ) {
    super(message)
    this.name = 'FfmpegError'
  }
}

export type FfmpegRunOptions = {
  /** Killed after this long (a hostile or broken file must not hold a worker forever). Default 10 minutes. */
  timeoutMs?: number
  /** Exit codes that are not failures (probing with `-i` alone exits 1). */
  okExitCodes?: readonly number[]
  /** The working directory: a filter graph may then name its files relatively, with nothing to escape. */
  cwd?: string
}

const STDERR_KEEP = 64 * 1024

/** Runs ffmpeg with `args` (never through a shell); answers its stderr (the log, which carries probe data). */
export function runFfmpeg(args: readonly string[], options: FfmpegRunOptions = {}): Promise<string> {
  const ok = options.okExitCodes ?? [0]
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      ...(options.cwd ? { cwd: options.cwd } : {}),
    })
    let stderr = ''
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP)
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 600_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('close', (code, signal) => {
      clearTimeout(timer)
      if (code !== null && ok.includes(code)) return resolve(stderr)
      const tail = stderr.trim().split('\n').slice(-5).join('\n')
      reject(new FfmpegError(`ffmpeg ${signal ? `was killed (${signal})` : `exited with ${code}`}`, tail))
    })
  })
}

export type VideoProbe = {
  /** ffmpeg's demuxer names, e.g. 'mov,mp4,m4a,3gp,3g2,mj2' or 'matroska,webm'. */
  container: string
  durationSeconds: number | null
  videoCodec: string | null
  audioCodec: string | null
  width: number | null
  height: number | null
}

/** Reads what `ffmpeg -i` prints about a file's first video and audio streams (the package ships no ffprobe). */
export function parseProbe(log: string): VideoProbe {
  const container = /Input #0, ([^ ]+), from/.exec(log)?.[1] ?? ''
  const duration = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(log)
  const video = /Stream #0:\d+[^:]*: Video: (\w+)[^\n]*?, (\d{2,5})x(\d{2,5})/.exec(log)
  const audio = /Stream #0:\d+[^:]*: Audio: (\w+)/.exec(log)
  return {
    container,
    durationSeconds: duration
      ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
      : null,
    videoCodec: video?.[1] ?? null,
    audioCodec: audio?.[1] ?? null,
    width: video ? Number(video[2]) : null,
    height: video ? Number(video[3]) : null,
  }
}

export async function probeVideo(file: string): Promise<VideoProbe> {
  // With an input and no output ffmpeg prints the file's description and exits 1.
  return parseProbe(await runFfmpeg(['-i', file], { okExitCodes: [0, 1], timeoutMs: 60_000 }))
}
