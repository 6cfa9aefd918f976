import { describe, expect, it } from 'vitest'
import { routePathOf } from './vite-route-preload'

describe('routePathOf (route file stem → the URL its chunks are preloaded for)', () => {
  it('maps static pages to their URL', () => {
    expect(routePathOf('index')).toBe('/')
    expect(routePathOf('pricing')).toBe('/pricing')
    expect(routePathOf('jobs.upload')).toBe('/jobs/upload')
    expect(routePathOf('alerts.index')).toBe('/alerts')
  })

  it('leaves a pathless layout out of the URL of the pages under it', () => {
    expect(routePathOf('_authed.jobs.manage')).toBe('/jobs/manage')
    expect(routePathOf('_authed.jobs.create.index')).toBe('/jobs/create')
    expect(routePathOf('_authed.account')).toBe('/account')
  })

  it('skips the layouts themselves and routes with parameters', () => {
    expect(routePathOf('_authed')).toBeNull()
    expect(routePathOf('__root')).toBeNull()
    expect(routePathOf('jobs.$id.index')).toBeNull()
    expect(routePathOf('_authed.jobs.edit.$id')).toBeNull()
  })
})
