// A bounded load run over loopback only: fixed connections, fixed duration, then it stops.
import autocannon from 'autocannon'

export interface LoadResult {
  path: string
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  non2xx: number
  errors: number
}

/** `nextPath` (optional) gives each request its own path, e.g. a different search every time. */
export async function measureLoad(
  baseUrl: string,
  urlPath: string,
  seconds: number,
  nextPath?: () => string,
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(baseUrl))
    throw new Error('load tests target loopback only')
  const result = await autocannon({
    url: `${baseUrl}${urlPath}`,
    connections: 50,
    duration: seconds,
    ...(nextPath ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] } : {}),
  })
  return {
    path: urlPath,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
