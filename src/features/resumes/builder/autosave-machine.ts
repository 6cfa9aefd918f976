/**
 * Autosave's state, as a pure reducer so every path is tested without timers or a network.
 * - `dirty`: there are edits the server has not been sent yet (a save in flight carries older ones).
 * - `status`: what the badge says. `offline` means the edits are kept on this device and go out when the
 *   network returns; `error` waits for the user's Retry or their next edit (which may be the fix);
 *   `conflict` waits for the user to choose between their copy and the server's.
 */
export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'offline' | 'error' | 'conflict'

export type AutosaveState = { status: AutosaveStatus; dirty: boolean; message: string | null }

export type AutosaveEvent =
  | { type: 'edit' }
  | { type: 'send' }
  | { type: 'saved' }
  | { type: 'network-failed' }
  | { type: 'went-offline' }
  | { type: 'failed'; message: string }
  | { type: 'conflict' }
  | { type: 'resolved'; send: boolean }
  | { type: 'retry' }

export const INITIAL_AUTOSAVE: AutosaveState = { status: 'idle', dirty: false, message: null }

/** Statuses that an edit does not change: a save in flight, no network, or the user's choice first. */
const STICKY: readonly AutosaveStatus[] = ['saving', 'offline', 'conflict']

export function autosaveReducer(state: AutosaveState, event: AutosaveEvent): AutosaveState {
  switch (event.type) {
    case 'edit':
      return { ...state, dirty: true, status: STICKY.includes(state.status) ? state.status : 'pending' }
    case 'send':
      return { status: 'saving', dirty: false, message: null }
    case 'saved':
      return { status: state.dirty ? 'pending' : 'saved', dirty: state.dirty, message: null }
    case 'network-failed':
      return { status: 'offline', dirty: true, message: null }
    case 'went-offline':
      return state.dirty && state.status !== 'conflict' && state.status !== 'error'
        ? { ...state, status: 'offline' }
        : state
    case 'failed':
      return { status: 'error', dirty: true, message: event.message }
    case 'conflict':
      return { status: 'conflict', dirty: true, message: null }
    case 'resolved':
      return event.send
        ? { status: 'pending', dirty: true, message: null }
        : { status: 'saved', dirty: false, message: null }
    case 'retry':
      return state.status === 'error' || state.status === 'offline'
        ? { ...state, status: 'pending', dirty: true, message: null }
        : state
  }
}

/** Whether a save should go out now: edits waiting, nothing in flight, nothing for the user to decide. */
export function shouldSend(state: AutosaveState, online: boolean): boolean {
  if (!state.dirty || !online) return false
  return state.status === 'pending' || state.status === 'offline'
}
