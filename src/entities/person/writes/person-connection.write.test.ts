import { describe, expect, it } from 'vitest'
import { stateAfter } from './connection-transition'
import { personConnectionWrite } from './person-connection.write'

describe('person connection write', () => {
  it('shows the state the server will answer, crossing requests included', () => {
    expect(stateAfter('connect', 'none')).toBe('pending_sent')
    expect(stateAfter('connect', 'pending_received')).toBe('connected')
    expect(stateAfter('accept', 'pending_received')).toBe('connected')
    for (const action of ['withdraw', 'reject', 'remove'] as const)
      expect(stateAfter(action, 'connected')).toBe('none')
  })

  it('is one entity per person, sent to the action’s path', () => {
    const input = {
      personId: 'p-1',
      action: 'accept' as const,
      from: 'pending_received' as const,
      name: 'José',
    }
    expect(personConnectionWrite.entityKey(personConnectionWrite.entity(input))).toBe('person-connection:p-1')
    expect(personConnectionWrite.request(input)).toEqual({ method: 'POST', path: '/api/People/p-1/accept' })
    expect(personConnectionWrite.label(input)).toBe('Accept “José”')
    // The server's latest word wins over the state the click saw.
    expect(
      personConnectionWrite.optimistic({ ...input, action: 'connect', from: 'none' }, 'pending_received'),
    ).toBe('connected')
  })
})
