import type { BlobStore } from '../../core/blob-store/blob-store'
import { createBlobStore } from '../../core/blob-store/create-blob-store'
import type { Env } from '../../env'

/** One blob store per app settings (the app, the cleanup job and the tests each have their Env). */
const stores = new WeakMap<Env, BlobStore>()

export function mediaBlobStore(env: Env): BlobStore {
  let store = stores.get(env)
  if (!store) {
    store = createBlobStore(env)
    stores.set(env, store)
  }
  return store
}
