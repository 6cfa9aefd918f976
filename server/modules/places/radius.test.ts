import { describe, expect, it } from 'vitest'
import { boundingBox, haversineMiles, type Point } from './radius'

const austin: Point = { lat: 30.2672, lng: -97.7431 }

const inBox = (box: ReturnType<typeof boundingBox>, p: Point) =>
  p.lat >= box.minLat && p.lat <= box.maxLat && box.lngRanges.some(([w, e]) => p.lng >= w && p.lng <= e)

describe('haversineMiles', () => {
  it('measures known distances', () => {
    expect(haversineMiles(austin, austin)).toBe(0)
    // Austin → Dallas ≈ 182 miles; New York → London ≈ 3,460 miles.
    expect(haversineMiles(austin, { lat: 32.7831, lng: -96.8067 })).toBeCloseTo(182, -1)
    expect(haversineMiles({ lat: 40.7143, lng: -74.006 }, { lat: 51.5085, lng: -0.1257 })).toBeCloseTo(
      3460,
      -1,
    )
    // One degree of latitude.
    expect(haversineMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1)
  })

  it('is symmetric and crosses the antimeridian the short way', () => {
    const a = { lat: 10, lng: 179.5 }
    const b = { lat: 10, lng: -179.5 }
    expect(haversineMiles(a, b)).toBeCloseTo(haversineMiles(b, a), 9)
    expect(haversineMiles(a, b)).toBeLessThan(70)
  })
})

describe('boundingBox', () => {
  it('holds every point of the circle and its edge points lie on the radius', () => {
    for (const miles of [5, 10, 25, 50, 100]) {
      const box = boundingBox(austin, miles)
      expect(box.lngRanges).toHaveLength(1)
      expect(haversineMiles(austin, { lat: box.maxLat, lng: austin.lng })).toBeCloseTo(miles, 6)
      for (let bearing = 0; bearing < 360; bearing += 15) {
        // A point just inside the circle along this bearing (small-distance approximation, 99% of the radius).
        const r = (miles * 0.99) / 69.09
        const rad = (bearing * Math.PI) / 180
        const p = {
          lat: austin.lat + r * Math.cos(rad),
          lng: austin.lng + (r * Math.sin(rad)) / Math.cos((austin.lat * Math.PI) / 180),
        }
        if (haversineMiles(austin, p) <= miles)
          expect([miles, bearing, inBox(box, p)]).toEqual([miles, bearing, true])
      }
    }
  })

  it('splits at the antimeridian and opens over a pole', () => {
    const fiji = boundingBox({ lat: -17.8, lng: 179.9 }, 50)
    expect(fiji.lngRanges).toHaveLength(2)
    expect(inBox(fiji, { lat: -17.8, lng: -179.8 })).toBe(true)
    expect(inBox(fiji, { lat: -17.8, lng: 0 })).toBe(false)
    const pole = boundingBox({ lat: 89.9, lng: 10 }, 25)
    expect(pole.lngRanges).toEqual([[-180, 180]])
    expect(pole.maxLat).toBe(90)
  })
})
