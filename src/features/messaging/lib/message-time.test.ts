import { describe, expect, it } from 'vitest'
import { nameParts, previewOf } from './message-time'

describe('message list helpers', () => {
  it('takes the first and last word of a name for the initials', () => {
    expect(nameParts('María José Núñez')).toEqual({ firstName: 'María', lastName: 'Núñez' })
    expect(nameParts('Zoë')).toEqual({ firstName: 'Zoë', lastName: '' })
  })

  it('previews the last message, marking the viewer’s own and naming an attachment', () => {
    expect(previewOf(null, 'me')).toBe('No messages yet')
    expect(previewOf({ body: 'Olá', attachments: [], senderId: 'me' }, 'me')).toBe('You: Olá')
    expect(previewOf({ body: '', attachments: [{ title: 'CV' }], senderId: 'them' }, 'me')).toBe('📎 CV')
  })
})
