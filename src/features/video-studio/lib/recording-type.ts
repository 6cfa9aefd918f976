/**
 * The recording type: MP4 with H.264 first (Safari, recent Chromium: plays everywhere and is kept as it is by the
 * server), then any MP4, then WebM (Firefox, older Chromium: the server re-encodes it). null when the browser can
 * record none of them (in-page recording is then not offered; picking a file still is).
 */
export const RECORDING_TYPES = [
  'video/mp4;codecs=avc1.42E01E,mp4a.40.2',
  'video/mp4;codecs=avc1,mp4a',
  'video/mp4',
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm',
] as const

export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDING_TYPES.find((type) => isTypeSupported(type)) ?? null
}

/** A recording is asked for a chunk every 2 s: each is saved on the device as it arrives. */
export const RECORDING_TIMESLICE_MS = 2_000

/** A video resume is a pitch: at most three minutes (the recorder stops itself at the limit). */
export const RECORDING_LIMIT_SECONDS = 180

/** The file extension the server and the user see for a type. */
export const extensionOf = (mimeType: string) => (mimeType.startsWith('video/mp4') ? 'mp4' : 'webm')
