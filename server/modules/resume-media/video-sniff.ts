import { MediaMetaType } from '@/api/resume-media/resume-media-record'

/**
 * What a video upload is, by its first bytes — never by its name or the browser's word: an ISO media file
 * (MP4, or QuickTime by its `qt  ` brand) has `ftyp` at offset 4; WebM (Matroska) starts with the EBML
 * magic 1A 45 DF A3. Anything else is refused before a byte of it is stored.
 */
export const SNIFF_BYTES = 12

export type VideoKind = { contentType: string; metaType: 1 | 2; extension: 'mp4' | 'mov' | 'webm' }

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

export function sniffVideo(head: Uint8Array): VideoKind | null {
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) {
    return { contentType: 'video/webm', metaType: MediaMetaType.webm, extension: 'webm' }
  }
  if (head.length >= SNIFF_BYTES && ascii(head, 4, 8) === 'ftyp') {
    return ascii(head, 8, 12) === 'qt  '
      ? { contentType: 'video/quicktime', metaType: MediaMetaType.mp4, extension: 'mov' }
      : { contentType: 'video/mp4', metaType: MediaMetaType.mp4, extension: 'mp4' }
  }
  return null
}
