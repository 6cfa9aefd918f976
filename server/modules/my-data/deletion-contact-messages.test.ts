import { expect, it } from 'vitest'
import { contactMessages } from '../../db/schema/contact-messages'
import { PASSWORD } from '../../test/identity'
import { createTestApp } from '../../test/test-app'
import { call, person } from '../people/people-test-support'

/** Contact messages are tied to a person only by the address typed into the form; deletion erases them too. */
it('erases the contact messages sent from my address, however it was typed, and no one else’s', async () => {
  const t = await createTestApp()
  const me = await person(t, { firstName: 'Cora', lastName: 'Contact' })
  const other = await person(t, { firstName: 'Olaf', lastName: 'Other' })
  const contact = (email: string, message: string) =>
    call(t.app, 'POST', '/api/contact', null, { name: 'Someone', email, subject: 'Seats', message })
  expect((await contact(me.email, 'Can we get 12 seats?')).status).toBe(201)
  expect((await contact(me.email.toUpperCase(), 'And an invoice in euros?')).status).toBe(201)
  expect((await contact(other.email, 'Olaf asks about pricing')).status).toBe(201)
  const senders = async () => (await t.db.select().from(contactMessages)).map((row) => row.message).sort()
  expect(await senders()).toEqual([
    'And an invoice in euros?',
    'Can we get 12 seats?',
    'Olaf asks about pricing',
  ])

  const res = await call(t.app, 'POST', '/api/account/deleteaccount', me.token, { password: PASSWORD })
  expect(res.status).toBe(200)
  expect(await senders()).toEqual(['Olaf asks about pricing'])
})
