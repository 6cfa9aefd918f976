import { describe, expect, it } from 'vitest'
import { sniffVideo } from './video-sniff'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)),
  )

describe('sniffVideo', () => {
  it('knows MP4 and QuickTime by ftyp at offset 4, and WebM by the EBML magic', () => {
    expect(sniffVideo(bytes([0, 0, 0, 0x20], 'ftypisom'))?.contentType).toBe('video/mp4')
    expect(sniffVideo(bytes([0, 0, 0, 0x14], 'ftypqt  '))).toEqual({
      contentType: 'video/quicktime',
      metaType: 1,
      extension: 'mov',
    })
    expect(sniffVideo(bytes([0x1a, 0x45, 0xdf, 0xa3, 1, 0, 0, 0, 0, 0, 0, 0x1f]))).toEqual({
      contentType: 'video/webm',
      metaType: 2,
      extension: 'webm',
    })
  })

  it('refuses everything else, whatever its name says', () => {
    expect(sniffVideo(bytes('%PDF-1.7\n%abc'))).toBeNull()
    expect(sniffVideo(bytes([0x89], 'PNG', [13, 10, 26, 10, 0, 0, 0, 0]))).toBeNull()
    expect(sniffVideo(bytes('ftypisom0000'))).toBeNull()
    expect(sniffVideo(bytes([0, 0, 0]))).toBeNull()
  })
})
