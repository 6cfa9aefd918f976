import { describe, expect, it } from 'vitest'
import {
  findRule,
  isAnonymousRequest,
  isCacheableResponse,
  publicResponsesOnly,
  runtimeCacheRules,
} from './runtime-cache-rules'

const ORIGIN = 'https://app.test'

function get(path: string, headers: Record<string, string> = {}) {
  return { request: new Request(`${ORIGIN}${path}`, { headers }), url: new URL(`${ORIGIN}${path}`) }
}

const ruleFor = (path: string, headers?: Record<string, string>) => {
  const { request, url } = get(path, headers)
  return findRule(runtimeCacheRules, request, url, ORIGIN)
}

const envelope = (data: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify({ success: true, data, timestamp: '2026-01-01T00:00:00Z' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    ...(init.status === undefined ? {} : { status: init.status }),
  })

describe('runtime cache rules', () => {
  it.each([
    ['/api/Job', 'api-jobs', 'network-first'],
    ['/api/Job?search=react&page=2&limit=12', 'api-jobs', 'network-first'],
    ['/api/Job/3f2c9b1e-8a7d-4c1b-9e2f-0a1b2c3d4e5f', 'api-job-details', 'network-first'],
    ['/api/Job/slug/senior-react-developer', 'api-job-details', 'network-first'],
    ['/api/Companies/public?industry=tech', 'api-companies', 'network-first'],
    ['/api/Companies/c-42', 'api-company-details', 'network-first'],
    ['/api/Companies/slug/acme', 'api-company-details', 'network-first'],
    ['/api/Companies/c-42/jobs?page=1&limit=20', 'api-company-jobs', 'network-first'],
    ['/api/Companies/c-42/stats', 'api-company-stats', 'stale-while-revalidate'],
    ['/api/Companies/trending?limit=10', 'api-trending', 'stale-while-revalidate'],
    ['/api/Dashboard/search/public?search=designer', 'api-discovery', 'network-first'],
  ])('caches the public %s in %s (%s)', (path, cacheName, strategy) => {
    expect(ruleFor(path)).toMatchObject({ cacheName, strategy })
  })

  it('gives listings and details a 3 s network timeout, and every rule limits and an age', () => {
    for (const rule of runtimeCacheRules) {
      expect(rule.maxEntries).toBeGreaterThan(0)
      expect(rule.maxAgeSeconds).toBeGreaterThan(0)
      if (rule.strategy === 'network-first') expect(rule.networkTimeoutSeconds).toBe(3)
    }
  })

  it.each([
    '/api/Job/saved',
    '/api/Job/GetSummaryItems',
    '/api/Job/j1/save',
    '/api/Companies/me/followed',
    '/api/Companies/c-42/following-status',
    '/api/Companies/me',
    '/api/Users/me',
    '/api/Billing/cart',
    '/api/Auth/sessions',
    '/api/Jobs',
    '/jobs/42',
  ])('never caches %s', (path) => {
    expect(ruleFor(path)).toBeUndefined()
  })

  it('never matches a request with an Authorization header, another origin or another method', () => {
    expect(ruleFor('/api/Job', { Authorization: 'Bearer token' })).toBeUndefined()
    expect(ruleFor('/api/Job/slug/x', { authorization: 'Bearer token' })).toBeUndefined()
    const other = new URL('https://evil.test/api/Job')
    expect(findRule(runtimeCacheRules, new Request(other), other, ORIGIN)).toBeUndefined()
    expect(isAnonymousRequest(new Request(`${ORIGIN}/api/Job`, { method: 'POST' }))).toBe(false)
    expect(isAnonymousRequest(new Request(`${ORIGIN}/api/Job`))).toBe(true)
  })
})

describe('the messaging stream', () => {
  it('is never taken by a rule, even one whose pattern would match it (it must reach the network)', () => {
    const { request, url } = get('/api/Messages/stream?ticket=t&lastEventId=4')
    const greedy = { ...runtimeCacheRules[0]!, match: /^\/api\// }
    expect(findRule([greedy], request, url, ORIGIN)).toBeUndefined()
    expect(ruleFor('/api/Messages/conversations')).toBeUndefined()
    expect(findRule([greedy], get('/api/Job').request, get('/api/Job').url, ORIGIN)).toBe(greedy)
  })

  it('nor are the assistant’s streamed answers (decision 048)', () => {
    const greedy = { ...runtimeCacheRules[0]!, match: /^\/api\// }
    for (const path of ['/api/chat/stream', '/api/ai/context/stream']) {
      const { request, url } = get(path)
      expect(findRule([greedy], request, url, ORIGIN)).toBeUndefined()
    }
  })
})

describe('isCacheableResponse', () => {
  it('stores a public 200 success envelope', async () => {
    expect(await isCacheableResponse(envelope({ items: [] }))).toBe(true)
    expect(
      await isCacheableResponse(
        envelope({ id: 'j1' }, { headers: { 'Cache-Control': 'public, max-age=60' } }),
      ),
    ).toBe(true)
  })

  it.each(['private', 'no-store', 'private, max-age=0', 'max-age=0, No-Store'])(
    'refuses Cache-Control: %s',
    async (value) => {
      expect(await isCacheableResponse(envelope({}, { headers: { 'Cache-Control': value } }))).toBe(false)
    },
  )

  it('refuses a response that sets a cookie', async () => {
    // The Fetch spec hides Set-Cookie from scripts; a plain Headers object in Node still carries it.
    const response = envelope({})
    const headers = new Headers(response.headers)
    headers.set('Set-Cookie', 'sid=1')
    const withCookie = { ...response, status: 200, type: 'basic', headers, clone: () => response.clone() }
    expect(await isCacheableResponse(withCookie as unknown as Response)).toBe(false)
  })

  it('refuses non-200 answers, failure envelopes and anything that is not an envelope', async () => {
    expect(await isCacheableResponse(envelope({}, { status: 203 }))).toBe(false)
    expect(await isCacheableResponse(new Response(null, { status: 204 }))).toBe(false)
    const failure = { success: false, error: { code: 'INTERNAL_ERROR', message: 'x' } }
    expect(await isCacheableResponse(new Response(JSON.stringify(failure), { status: 200 }))).toBe(false)
    expect(await isCacheableResponse(new Response('<html>Wi-Fi login</html>', { status: 200 }))).toBe(false)
    expect(await isCacheableResponse(new Response(JSON.stringify({ success: true }), { status: 200 }))).toBe(
      false,
    )
  })

  it('leaves the body readable for the page', async () => {
    const response = envelope({ id: 'j1' })
    await isCacheableResponse(response)
    expect(await response.json()).toMatchObject({ data: { id: 'j1' } })
  })

  it('is what the cacheWillUpdate plugin applies', async () => {
    const cacheWillUpdate = publicResponsesOnly.cacheWillUpdate
    if (!cacheWillUpdate) throw new Error('missing cacheWillUpdate')
    const request = new Request(`${ORIGIN}/api/Job`)
    const params = (response: Response) =>
      ({ request, response, event: {} as ExtendableEvent, state: {} }) as Parameters<
        typeof cacheWillUpdate
      >[0]
    const ok = envelope({})
    expect(await cacheWillUpdate(params(ok))).toBe(ok)
    const privateOne = envelope({}, { headers: { 'Cache-Control': 'no-store' } })
    expect(await cacheWillUpdate(params(privateOne))).toBeNull()
  })
})
