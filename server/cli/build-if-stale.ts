import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/** What the client build is made from: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = ['src', 'sw', 'public', 'scripts', 'index.html', 'vite.config.ts', 'package-lock.json']

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target)) {
    // Tests do not change what ships.
    if (/\.test\.tsx?$/.test(entry)) continue
    newest = Math.max(newest, newestMtime(path.join(target, entry)))
  }
  return newest
}

export function isBuildStale(root: string, distDir: string): boolean {
  const builtAt = newestMtime(path.join(distDir, 'index.html'))
  if (builtAt === 0) return true
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt)
}

/**
 * Runs the build (scripts/build.ts: client + prerendered pages) into `distDir` — the directory that will be served,
 * DIST_DIR — when it is missing or stale; exits the process if it fails.
 */
export function buildIfStale(root: string, distDir: string): void {
  if (!isBuildStale(root, distDir)) return
  console.log(`Building the client (${distDir} is missing or older than its sources)…`)
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', '--out-dir', distDir],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) {
    console.error('The client build failed; fix the error above and run npm start again.')
    process.exit(result.status ?? 1)
  }
}
