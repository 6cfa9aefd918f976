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

export async function measureLoad(baseUrl: string, urlPath: string, seconds: number): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(baseUrl))
    throw new Error('load tests target loopback only')
  const result = await autocannon({ url: `${baseUrl}${urlPath}`, connections: 50, duration: seconds })
  return {
    path: urlPath,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}
