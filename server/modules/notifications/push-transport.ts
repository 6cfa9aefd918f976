/** One encrypted Web Push request, built by web-push, ready to POST to the browser's push service. */
export type PushRequest = {
  endpoint: string
  method: string
  headers: Record<string, string>
  body: Uint8Array | null
}

/**
 * The network boundary of Web Push: production POSTs with fetch; tests pass a fake that records the request
 * and answers a status, so nothing leaves the machine.
 */
export type PushTransport = (request: PushRequest) => Promise<{ status: number }>

const TIMEOUT_MS = 10_000

export const fetchPushTransport: PushTransport = async (request) => {
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers,
    body: request.body ? new Uint8Array(request.body) : null,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  await response.body?.cancel()
  return { status: response.status }
}
