import { describe, expect, it } from 'vitest'
import { bearer, createUser, signIn, withBearer } from '../test/identity'
import { createTestApp, jsonRequest } from '../test/test-app'

describe('Cache-Control on authenticated /api answers', () => {
  it('is no-store for every answer to a request with credentials, success or failure', async () => {
    const { app, db } = await createTestApp()
    const { user, email } = await createUser(db)
    const { token } = await signIn(app, email)

    const publicProfile = await app.request(`/api/Users/${user.id}`, bearer(token))
    expect(publicProfile.status).toBe(200)
    expect(publicProfile.headers.get('cache-control')).toBe('no-store')

    const update = await app.request(
      '/api/Users/me',
      withBearer(token, jsonRequest({ headline: 'Engineer' }, { method: 'PUT' })),
    )
    expect(update.status).toBe(200)
    expect(update.headers.get('cache-control')).toBe('no-store')

    const rejected = await app.request('/api/Users/me', bearer('not-a-token'))
    expect(rejected.status).toBe(401)
    expect(rejected.headers.get('cache-control')).toBe('no-store')

    const missing = await app.request('/api/nothing-here', bearer(token))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
  })

  it('leaves anonymous answers to their routes', async () => {
    const { app, db } = await createTestApp()
    const { user } = await createUser(db)
    const res = await app.request(`/api/Users/${user.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBeNull()
    // A route's own choice is kept.
    expect((await app.request('/api/health')).headers.get('cache-control')).toBe('no-store')
  })
})
