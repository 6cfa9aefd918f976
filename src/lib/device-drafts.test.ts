// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { createStore, set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'
import { clearDeviceDrafts, countDeviceDrafts, VIDEO_DRAFTS_PENDING_KEY } from './device-drafts'

describe('drafts kept on the device', () => {
  it('counts resume edits and video drafts (not their chunks), and clears them all with the pending flag', async () => {
    expect(await countDeviceDrafts()).toBe(0)
    await set('user-1:resume-1', { text: 'edited offline' }, createStore('reelhire-resume-drafts', 'drafts'))
    const videos = createStore('reelhire-video-drafts', 'items')
    await set('draft:v1', { id: 'v1' }, videos)
    await set('chunk:v1:000000', new Uint8Array(4), videos)
    await set('chunk:v1:000001', new Uint8Array(4), videos)
    localStorage.setItem(VIDEO_DRAFTS_PENDING_KEY, '1')
    expect(await countDeviceDrafts()).toBe(2)

    await clearDeviceDrafts()
    expect(await countDeviceDrafts()).toBe(0)
    expect(localStorage.getItem(VIDEO_DRAFTS_PENDING_KEY)).toBeNull()
  })
})
