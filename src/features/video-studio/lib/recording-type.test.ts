import { describe, expect, it } from 'vitest'
import { extensionOf, pickRecordingType } from './recording-type'

describe('pickRecordingType', () => {
  it('prefers MP4 with H.264 when the browser records it', () => {
    expect(pickRecordingType(() => true)).toBe('video/mp4;codecs=avc1.42E01E,mp4a.40.2')
  })

  it('falls back to plain MP4, then to WebM', () => {
    expect(pickRecordingType((type) => type === 'video/mp4')).toBe('video/mp4')
    expect(pickRecordingType((type) => type.startsWith('video/webm'))).toBe('video/webm;codecs=vp9,opus')
  })

  it('answers null when nothing can be recorded', () => {
    expect(pickRecordingType(() => false)).toBeNull()
  })

  it('names the file by its container', () => {
    expect(extensionOf('video/mp4;codecs=avc1')).toBe('mp4')
    expect(extensionOf('video/webm;codecs=vp8,opus')).toBe('webm')
  })
})
