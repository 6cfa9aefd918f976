/**
 * Requests of one upload handed to tus in the order they arrived. tus orders them by its lock, but a request
 * reaches the lock only after the routes' own work (sign-in, the upload's row, its file): a PATCH whose connection
 * was cut may still be on its way there, holding the bytes that did arrive, when the client's HEAD asking where
 * to resume overtakes it. That HEAD answers the offset from before those bytes, they are written right after, and
 * the client's next PATCH is refused with 409 once it has sent a chunk for nothing. So each HEAD or PATCH waits
 * until the requests of its upload that came before it have taken tus's lock (or are done); from there on tus's
 * lock does the rest (a HEAD asks a PATCH holding it to stop and store what it has). One process only: with
 * several processes on PostgreSQL, a cut PATCH and the HEAD after it may still meet on different processes.
 */
const tails = new Map<string, Promise<void>>()
/** The longest a request waits for the ones before it: a stalled request must not hold its upload forever. */
const MAX_WAIT_MS = 5_000

export type Arrival = {
  /** Settles when the requests that arrived before this one have reached tus's lock or ended (or after 5 s). */
  turn: Promise<void>
  /** This request has taken tus's lock (or ended); the next one may go. Idempotent. */
  reached: () => void
}

export function arrive(uploadId: string): Arrival {
  const before = tails.get(uploadId) ?? Promise.resolve()
  const turn = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, MAX_WAIT_MS)
    void before.then(() => {
      clearTimeout(timer)
      resolve()
    })
  })
  let reached!: () => void
  const own = new Promise<void>((resolve) => {
    reached = resolve
  })
  // The next request waits for this one only, which itself waited at most MAX_WAIT_MS for those before.
  const tail = turn.then(() => own)
  tails.set(uploadId, tail)
  // The last one out removes the entry, so the map holds only uploads with requests in flight.
  void tail.then(() => {
    if (tails.get(uploadId) === tail) tails.delete(uploadId)
  })
  return { turn, reached }
}

/** The body tus reads: its first read means tus holds the lock (it reads only after taking it). */
export function onFirstRead(
  body: ReadableStream<Uint8Array> | null,
  first: () => void,
): ReadableStream<Uint8Array> | null {
  if (!body) return null
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        first()
        const next = await reader.read()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      },
      cancel: (reason) => reader.cancel(reason),
    },
    // No read-ahead: pull runs when tus reads, not as soon as the stream exists.
    { highWaterMark: 0 },
  )
}
