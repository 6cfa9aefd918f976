/**
 * Reads the first `bytes` of a request body and gives back a stream that still yields all of it, so the
 * first bytes can be checked before anything is written and the whole body then passed on unchanged.
 * `ended` says the body ended within those bytes.
 */
export async function peekBody(
  body: ReadableStream<Uint8Array> | null,
  bytes: number,
): Promise<{ head: Uint8Array; stream: ReadableStream<Uint8Array> | null; ended: boolean }> {
  if (!body) return { head: new Uint8Array(), stream: null, ended: true }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  let ended = false
  while (total < bytes) {
    const next = await reader.read()
    if (next.done) {
      ended = true
      break
    }
    chunks.push(next.value)
    total += next.value.byteLength
  }
  const head = new Uint8Array(Math.min(total, bytes))
  let at = 0
  for (const chunk of chunks) {
    if (at >= head.length) break
    const part = chunk.subarray(0, head.length - at)
    head.set(part, at)
    at += part.length
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      if (ended) controller.close()
    },
    async pull(controller) {
      const next = await reader.read()
      if (next.done) controller.close()
      else controller.enqueue(next.value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { head, stream, ended }
}

/** Lets the rest of a body go (a refused upload): the connection is closed after the answer anyway. */
export function discard(stream: ReadableStream<Uint8Array> | null): void {
  stream?.cancel().catch(() => undefined)
}

/**
 * A body that ends where the client's connection broke instead of failing: tus then keeps every byte that
 * arrived (the file store's offset is what is on disk), and the client resumes from there after a HEAD
 * rather than sending the whole part again. The bytes kept are the ones received, in order, so a cut can
 * only make the upload shorter, never wrong.
 */
export function endOnCut(body: ReadableStream<Uint8Array> | null): ReadableStream<Uint8Array> | null {
  if (!body) return null
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await reader.read()
        if (next.done) controller.close()
        else controller.enqueue(next.value)
      } catch {
        controller.close()
      }
    },
    cancel: (reason) => reader.cancel(reason),
  })
}
