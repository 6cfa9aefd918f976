// `npm start`: build the client if needed, then migrate, seed an empty database and serve (server/index.ts).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale'
import { exitIfDataDirLocked, takeDataDirOrExit } from './data-dir-guard'
import { loadEnv } from '../env'

const COULD_NOT_START = 'ReelHire could not start:'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const env = loadEnv()
// The embedded database's lock first: a second `npm start` on this DATA_DIR is refused now, not after a build.
const dataDirLock = takeDataDirOrExit(env, { prefix: COULD_NOT_START })
buildIfStale(root, path.resolve(root, env.DIST_DIR))

const { startServer } = await import('../index')
await startServer(env, { dataDirLock }).catch((error: unknown) => {
  exitIfDataDirLocked(error, { prefix: COULD_NOT_START })
  console.error(COULD_NOT_START, error instanceof Error ? error.message : error)
  process.exit(1)
})
