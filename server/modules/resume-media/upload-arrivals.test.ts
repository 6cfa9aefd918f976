import { afterEach, describe, expect, it, vi } from 'vitest'
import { arrive, onFirstRead } from './upload-arrivals'

const settled = async (promise: Promise<unknown>) => {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 10))
  return done
}

afterEach(() => {
  vi.useRealTimers()
})

describe('requests of one upload in arrival order', () => {
  it('lets a request go once the ones before it reached the lock, and other uploads at once', async () => {
    const first = arrive('upload-a')
    const second = arrive('upload-a')
    const third = arrive('upload-a')
    const other = arrive('upload-b')
    expect(await settled(first.turn)).toBe(true)
    expect(await settled(other.turn)).toBe(true)
    expect(await settled(second.turn)).toBe(false)
    first.reached()
    expect(await settled(second.turn)).toBe(true)
    expect(await settled(third.turn)).toBe(false)
    second.reached()
    second.reached()
    expect(await settled(third.turn)).toBe(true)
    third.reached()
    other.reached()
    // Nothing left waiting: a new request goes at once.
    expect(await settled(arrive('upload-a').turn)).toBe(true)
  })

  it('lets the next request go after a while when the one before it stalls', async () => {
    vi.useFakeTimers()
    const stalled = arrive('upload-c')
    const next = arrive('upload-c')
    let went = false
    void next.turn.then(() => (went = true))
    await vi.advanceTimersByTimeAsync(4_000)
    expect(went).toBe(false)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(went).toBe(true)
    next.reached()
    stalled.reached()
  })

  it('says the body was reached only when it is read, then passes it on unchanged', async () => {
    let reads = 0
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array([1, 2]))
        controller.enqueue(new Uint8Array([3]))
        controller.close()
      },
    })
    const body = onFirstRead(source, () => (reads += 1))!
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(reads).toBe(0)
    const bytes = new Uint8Array(await new Response(body).arrayBuffer())
    expect([...bytes]).toEqual([1, 2, 3])
    expect(reads).toBeGreaterThan(0)
  })
})
