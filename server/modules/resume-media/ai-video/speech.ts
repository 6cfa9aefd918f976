import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { SPOKEN_WORDS_PER_MINUTE } from '@/api/resume-media/ai-video'

/**
 * Narration with no network: meSpeak (eSpeak compiled to JavaScript, npm `mespeak`, pinned) turns each sentence
 * into a WAV in this process. One sentence takes ~150–600 ms of pure computation, which would stall every request
 * the process serves, so the synthesis runs in a worker thread (measured: a 120-word script is ~2 s of CPU).
 */

/** 16-bit PCM, as meSpeak writes it. */
export type Pcm = { sampleRate: number; channels: number; samples: Int16Array }

/** Words per minute: slower than meSpeak’s 175, the pace people read aloud: a 100–120-word pitch lasts 45–60 seconds. */
export const NARRATION_SPEED = SPOKEN_WORDS_PER_MINUTE

const require = createRequire(import.meta.url)

/**
 * The worker's code, plain CommonJS (the worker does not go through tsx): load meSpeak, its configuration and the
 * US English voice, then answer each sentence with a WAV. meSpeak logs "Not in browser…" when loaded; the
 * worker's stdout is not passed on, so that does not reach the server's log.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const meSpeak = require(workerData.mespeak)
meSpeak.loadConfig(require(workerData.config))
meSpeak.loadVoice(require(workerData.voice))
const wavs = workerData.sentences.map((text) => {
  const wav = meSpeak.speak(text, { rawdata: 'buffer', speed: workerData.speed })
  if (!wav) throw new Error('meSpeak gave no sound for a sentence')
  return Buffer.from(wav)
})
parentPort.postMessage(wavs)
`

/** Speaks every sentence (in a worker thread): answers one WAV file's bytes per sentence, in order. */
export function speakSentences(sentences: readonly string[]): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      stdout: true,
      stderr: true,
      workerData: {
        mespeak: require.resolve('mespeak'),
        config: require.resolve('mespeak/src/mespeak_config.json'),
        voice: require.resolve('mespeak/voices/en/en-us.json'),
        sentences: [...sentences],
        speed: NARRATION_SPEED,
      },
    })
    // Read and dropped: an unread piped stream would fill up and stall the worker.
    worker.stdout.resume()
    worker.stderr.resume()
    let answered = false
    worker.once('message', (wavs: Uint8Array[]) => {
      answered = true
      resolve(wavs.map((wav) => Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength)))
      void worker.terminate()
    })
    worker.once('error', (error) => reject(new Error(`Speech synthesis failed: ${error.message}`)))
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`Speech synthesis stopped (exit ${code}) before it answered.`))
    })
  })
}

/** The PCM samples of a WAV file (RIFF, 16-bit PCM): its `fmt ` and `data` chunks, wherever they are. */
export function readWav(wav: Buffer): Pcm {
  if (wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('The speech engine did not answer a WAV file.')
  }
  let offset = 12
  let format: { sampleRate: number; channels: number; bits: number } | undefined
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4)
    const size = wav.readUInt32LE(offset + 4)
    const body = offset + 8
    if (id === 'fmt ') {
      format = {
        channels: wav.readUInt16LE(body + 2),
        sampleRate: wav.readUInt32LE(body + 4),
        bits: wav.readUInt16LE(body + 14),
      }
    } else if (id === 'data') {
      if (!format || format.bits !== 16) throw new Error('The speech engine’s WAV is not 16-bit PCM.')
      const end = Math.min(wav.length, body + size)
      const copy = Buffer.from(wav.subarray(body, end - ((end - body) % 2)))
      return {
        sampleRate: format.sampleRate,
        channels: format.channels,
        samples: new Int16Array(copy.buffer, copy.byteOffset, copy.length / 2),
      }
    }
    offset = body + size + (size % 2)
  }
  throw new Error('The speech engine’s WAV has no sound data.')
}

/** A WAV file of 16-bit PCM samples. */
export function writeWav(pcm: Pcm): Buffer {
  const data = Buffer.from(pcm.samples.buffer, pcm.samples.byteOffset, pcm.samples.byteLength)
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'latin1')
  header.writeUInt32LE(36 + data.length, 4)
  header.write('WAVEfmt ', 8, 'latin1')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(pcm.channels, 22)
  header.writeUInt32LE(pcm.sampleRate, 24)
  header.writeUInt32LE(pcm.sampleRate * pcm.channels * 2, 28)
  header.writeUInt16LE(pcm.channels * 2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'latin1')
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

/**
 * The sentences' sound one after another with a short pause after each, as one PCM track, and where each sentence
 * starts and ends in it (seconds): the slideshow's timeline.
 */
export function joinNarration(
  parts: readonly Pcm[],
  pauseSeconds: number,
): { pcm: Pcm; spans: { start: number; end: number }[] } {
  const first = parts[0]
  if (!first) throw new Error('Nothing to narrate.')
  const pause = Math.round(first.sampleRate * pauseSeconds) * first.channels
  const total = parts.reduce((sum, part) => sum + part.samples.length + pause, 0)
  const samples = new Int16Array(total)
  const spans: { start: number; end: number }[] = []
  let at = 0
  for (const part of parts) {
    if (part.sampleRate !== first.sampleRate || part.channels !== first.channels) {
      throw new Error('The narration’s parts have different formats.')
    }
    samples.set(part.samples, at)
    const perSecond = first.sampleRate * first.channels
    spans.push({ start: at / perSecond, end: (at + part.samples.length + pause) / perSecond })
    at += part.samples.length + pause
  }
  return { pcm: { sampleRate: first.sampleRate, channels: first.channels, samples }, spans }
}
