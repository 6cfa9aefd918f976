import { describe, expect, it } from 'vitest'
import { autosaveReducer, INITIAL_AUTOSAVE, shouldSend, type AutosaveEvent } from './autosave-machine'

const run = (...events: AutosaveEvent[]) => events.reduce(autosaveReducer, INITIAL_AUTOSAVE)

describe('autosave state', () => {
  it('goes pending → saving → saved', () => {
    expect(run({ type: 'edit' })).toMatchObject({ status: 'pending', dirty: true })
    expect(run({ type: 'edit' }, { type: 'send' })).toMatchObject({ status: 'saving', dirty: false })
    expect(run({ type: 'edit' }, { type: 'send' }, { type: 'saved' })).toMatchObject({
      status: 'saved',
      dirty: false,
    })
  })

  it('saves again when edits came in while a save was in flight', () => {
    const state = run({ type: 'edit' }, { type: 'send' }, { type: 'edit' })
    expect(state).toMatchObject({ status: 'saving', dirty: true })
    expect(shouldSend(state, true)).toBe(false)
    const after = autosaveReducer(state, { type: 'saved' })
    expect(after).toMatchObject({ status: 'pending', dirty: true })
    expect(shouldSend(after, true)).toBe(true)
  })

  it('keeps edits on the device while offline and sends them once online', () => {
    const state = run({ type: 'edit' }, { type: 'send' }, { type: 'network-failed' }, { type: 'edit' })
    expect(state).toMatchObject({ status: 'offline', dirty: true })
    expect(shouldSend(state, false)).toBe(false)
    expect(shouldSend(state, true)).toBe(true)
    expect(run({ type: 'edit' }, { type: 'went-offline' }).status).toBe('offline')
    expect(run({ type: 'went-offline' }).status).toBe('idle')
  })

  it('waits for Retry or the next edit after a refusal, keeping the message', () => {
    const state = run({ type: 'edit' }, { type: 'send' }, { type: 'failed', message: 'Nope' })
    expect(state).toMatchObject({ status: 'error', message: 'Nope', dirty: true })
    expect(shouldSend(state, true)).toBe(false)
    expect(autosaveReducer(state, { type: 'edit' }).status).toBe('pending')
    expect(shouldSend(autosaveReducer(state, { type: 'retry' }), true)).toBe(true)
  })

  it('sends nothing during a conflict until the user chose', () => {
    const state = run({ type: 'edit' }, { type: 'send' }, { type: 'conflict' }, { type: 'edit' })
    expect(state.status).toBe('conflict')
    expect(shouldSend(state, true)).toBe(false)
    expect(shouldSend(autosaveReducer(state, { type: 'resolved', send: true }), true)).toBe(true)
    expect(autosaveReducer(state, { type: 'resolved', send: false })).toMatchObject({
      status: 'saved',
      dirty: false,
    })
  })
})
