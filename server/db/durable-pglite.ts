// PGlite on disk that keeps a committed write through a power loss (decision 017).
// Out of the box PGlite 0.5 promises nothing past a clean exit: it starts postgres with -F (fsync off), and even
// with fsync on, its WASM libc turns fsync() into a call of the file system's `fsync` stream operation, which the
// Node file system (NODEFS) does not have, and fdatasync() into nothing at all. So a commit reaches the kernel's
// page cache and is acknowledged; a power cut in the next ~30 s can lose it or tear the WAL.
// Here: postgres runs with fsync on and syncs the WAL with fsync() (not the default fdatasync, which cannot be
// reached), and NODEFS gets the missing `fsync` operation, which calls the real fsync(2) of the file.
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { NodeFS } from '@electric-sql/pglite/nodefs'
import { PGLITE_EXTENSIONS } from './pglite-extensions'

/** 'fsync': a commit is on disk when acknowledged (the default). 'off': PGlite's own setting, for comparison. */
export type Durability = 'fsync' | 'off'

/**
 * PGlite's postgres runs inside the server process, so its buffer pool is the server's resident memory: at
 * postgres's default of 128MB an idle server held ~130 MB more than at 16MB (decision 031). Pages beyond the pool
 * are read through the kernel's page cache.
 */
const EMBEDDED_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB']

export const DURABLE_START_PARAMS: readonly string[] = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'synchronous_commit=on',
  '-c',
  'full_page_writes=on',
  // Not fdatasync, the Linux default: see above.
  '-c',
  'wal_sync_method=fsync',
  ...EMBEDDED_MEMORY_PARAMS,
]

/** The parts of emscripten's NODEFS this file touches (not in PGlite's types). */
type NodeStream = { nfd?: number; node: unknown }
type NodeFsInternals = {
  stream_ops: { fsync?: (stream: NodeStream) => number }
  realPath: (node: unknown) => string
  tryFSOperation: <T>(operation: () => T) => T
}

/** NodeFS whose files can be fsync'ed: postgres's fsync() of a WAL segment or data file reaches the disk. */
export class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>): ReturnType<NodeFS['init']> {
    const result = await super.init(...args)
    const preRun = result.emscriptenOpts.preRun ?? []
    result.emscriptenOpts.preRun = [
      (mod) => installFsync(mod.NODEFS as unknown as NodeFsInternals),
      ...preRun,
    ]
    return result
  }
}

function installFsync(nodefs: NodeFsInternals): void {
  // Each PGlite instance has its own module, so this changes nothing for other instances.
  nodefs.stream_ops.fsync = (stream) =>
    nodefs.tryFSOperation(() => {
      if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd)
      // NODEFS may open no host descriptor for a directory stream (postgres syncs directories after renames).
      else fsyncPath(nodefs.realPath(stream.node), { directory: true })
      return 0
    })
}

/** Opens PGlite on `dataDir` with the chosen durability. */
export async function createPglite(dataDir: string, durability: Durability): Promise<PGlite> {
  if (durability === 'off')
    return PGlite.create({
      dataDir,
      startParams: [...PGlite.defaultStartParams, ...EMBEDDED_MEMORY_PARAMS],
      extensions: PGLITE_EXTENSIONS,
    })
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'))
  const client = await PGlite.create({
    fs: new DurableNodeFS(dataDir),
    startParams: [...DURABLE_START_PARAMS],
    extensions: PGLITE_EXTENSIONS,
  })
  // A new cluster is unpacked from initdb's output by plain writes, which postgres never syncs later: sync it all
  // once (about 1,000 files, tens of ms) so a power cut after the first start cannot leave a half-written catalog.
  if (fresh) fsyncTree(dataDir)
  return client
}

/** fsync every file and directory under root, directories after their entries. */
export function fsyncTree(root: string): void {
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name)
    if (entry.isDirectory()) fsyncTree(full)
    else if (entry.isFile()) fsyncPath(full)
  }
  fsyncPath(root, { directory: true })
}

function fsyncPath(target: string, options: { directory?: boolean } = {}): void {
  try {
    const fd = fs.openSync(target, 'r')
    try {
      fs.fsyncSync(fd)
    } finally {
      fs.closeSync(fd)
    }
  } catch (error) {
    // Some systems (Windows) cannot open or sync a directory; postgres ignores the same errors there.
    const code = (error as NodeJS.ErrnoException).code
    if (options.directory && (code === 'EISDIR' || code === 'EPERM' || code === 'EACCES')) return
    throw error
  }
}
