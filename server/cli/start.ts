// `npm start`: build the client if needed, then migrate, seed an empty database and serve (server/index.ts).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfStale } from './build-if-stale'
import { loadEnv } from '../env'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const env = loadEnv()
buildIfStale(root, path.resolve(root, env.DIST_DIR))

const { startServer } = await import('../index')
await startServer(env)
