import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** A built file's size, and gzip -9 of it: the figure every JavaScript row of the bench compares. */
export type ChunkSize = { file: string; bytes: number; gzipBytes: number }

/** The sizes of `file` (a path relative to `distDir`, with or without a leading slash). */
export function chunkSize(distDir: string, file: string): ChunkSize {
  const relative = file.replace(/^\//, '')
  const content = readFileSync(path.join(distDir, relative))
  return { file: relative, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
