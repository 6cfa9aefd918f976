import { describe, expect, it } from 'vitest'
import { body, uniqueEmail } from '../../test/identity'
import { createTestApp, jsonRequest } from '../../test/test-app'

type Mail = { id: string; to: string; subject: string; kind: string; links: string[] }

async function withMail() {
  const t = await createTestApp()
  const email = uniqueEmail('outbox')
  await t.app.request(
    '/api/Auth/register',
    jsonRequest({
      email,
      password: 'long enough',
      confirmPassword: 'long enough',
      firstName: '<b>Box</b>',
      lastName: 'Out',
    }),
  )
  await t.mailer.idle()
  return { ...t, email }
}

describe('/dev/mail (the dev outbox)', () => {
  it('lists mail as JSON filtered by recipient, with its links', async () => {
    const { app, email } = await withMail()
    const res = await app.request(`/dev/mail.json?to=${encodeURIComponent(email.toUpperCase())}`)
    expect(res.status).toBe(200)
    const { data } = await body<{ data: Mail[] }>(res)
    expect(data).toHaveLength(1)
    expect(data[0]).toMatchObject({ to: email, kind: 'confirm-email', subject: 'Confirm your email address' })
    expect(data[0]?.links[0]).toMatch(/^http:\/\/localhost:8080\/confirm-email\?userId=/)
  })

  it('renders the list and each message as escaped HTML with clickable links', async () => {
    const { app, email } = await withMail()
    const list = await app.request('/dev/mail')
    expect(list.headers.get('content-type')).toContain('text/html')
    const listHtml = await list.text()
    expect(listHtml).toContain(email)
    const { data } = await body<{ data: Mail[] }>(
      await app.request(`/dev/mail.json?to=${encodeURIComponent(email)}`),
    )
    const page = await (await app.request(`/dev/mail/${data[0]!.id}`)).text()
    expect(page).toContain(`<a href="${data[0]!.links[0]!.replaceAll('&', '&amp;')}">`)
    expect(page).not.toContain('<b>Box</b>')
    expect(page).toContain('&lt;b&gt;Box&lt;/b&gt;')
    expect((await app.request('/dev/mail/not-an-id')).status).toBe(404)
  })

  it('does not exist in production', async () => {
    const { app } = await createTestApp({ env: { NODE_ENV: 'production' } })
    for (const path of ['/dev/mail', '/dev/mail.json', '/dev/mail/00000000-0000-4000-8000-000000000000'])
      expect((await app.request(path)).status).toBe(404)
  })
})
