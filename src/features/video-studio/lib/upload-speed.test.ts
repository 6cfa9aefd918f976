import { describe, expect, it } from 'vitest'
import { addSample, formatBytes, formatClock, secondsLeft, speedOf } from './upload-speed'

describe('upload speed', () => {
  it('is measured over the last seconds only', () => {
    let samples = addSample([], { at: 0, bytes: 0 })
    samples = addSample(samples, { at: 1000, bytes: 1_000_000 })
    expect(speedOf(samples)).toBe(1_000_000)
    samples = addSample(samples, { at: 8_500, bytes: 1_500_000 })
    // The first sample fell out of the window: 0.5 MB in 7.5 s.
    expect(samples).toHaveLength(2)
    expect(Math.round(speedOf(samples)!)).toBe(66_667)
  })

  it('is unknown until two samples half a second apart', () => {
    expect(speedOf([{ at: 0, bytes: 0 }])).toBeNull()
    expect(
      speedOf([
        { at: 0, bytes: 0 },
        { at: 100, bytes: 50 },
      ]),
    ).toBeNull()
  })

  it('gives the time left, or nothing without a speed', () => {
    expect(secondsLeft(2_000_000, 10_000_000, 1_000_000)).toBe(8)
    expect(secondsLeft(0, 10, null)).toBeNull()
  })

  it('writes sizes and durations for people', () => {
    expect(formatBytes(12_345_678)).toBe('12.3 MB')
    expect(formatBytes(850_000)).toBe('850 KB')
    expect(formatBytes(10)).toBe('1 KB')
    expect(formatClock(65)).toBe('1:05')
    expect(formatClock(0)).toBe('0:00')
  })
})
