import { gzipSync } from 'node:zlib'
import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * Issue 13: every page's first load runs the entry chunk, so what lands there costs every visitor. Two ways it
 * grew unnoticed: a route file's search schema importing a constant from its page component (the whole page with
 * its dialogs and menus joined the entry: +47 KB gzip), and new shell widgets. The build now fails when the entry
 * passes its gzip budget or holds a feature's components that are not part of the shell.
 */
export const ENTRY_GZIP_BUDGET_KB = 255

/** Feature components the shell renders on every page (top bar, bottom bar, toasts). Anything else waits for its route. */
export const SHELL_FEATURE_COMPONENTS: readonly string[] = [
  'features/ai-assistant/components/assistant-launcher.tsx',
  'features/cart/components/cart-button.tsx',
  'features/notifications/components/notification-bell.tsx',
  'features/pwa/components/pwa-update-prompt.tsx',
]

const FEATURE_COMPONENT_RE = /\/src\/(features\/[^/]+\/components\/[^?]+)/

export type EntryReport = { gzipKb: number; strayComponents: string[] }

export function entryReport(entry: Pick<OutputChunk, 'code' | 'moduleIds'>): EntryReport {
  const strayComponents = entry.moduleIds
    .map((id) => FEATURE_COMPONENT_RE.exec(id)?.[1])
    .filter((file): file is string => file !== undefined && !SHELL_FEATURE_COMPONENTS.includes(file))
  return { gzipKb: gzipSync(entry.code, { level: 9 }).length / 1024, strayComponents }
}

export function entryProblems(report: EntryReport): string[] {
  const problems: string[] = []
  if (report.gzipKb > ENTRY_GZIP_BUDGET_KB)
    problems.push(
      `the entry chunk is ${report.gzipKb.toFixed(1)} KB gzip, over its ${ENTRY_GZIP_BUDGET_KB} KB budget`,
    )
  for (const file of report.strayComponents)
    problems.push(
      `the entry chunk holds ${file}: import route constants from a lib/ file, not from a page component`,
    )
  return problems
}

export function entryBudget(): Plugin {
  return {
    name: 'reelhire:entry-budget',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue
        const problems = entryProblems(entryReport(chunk))
        if (problems.length > 0) this.error(problems.join('\n'))
      }
    },
  }
}
