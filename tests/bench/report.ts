// The bench's one output: a table of metric, value and notes (the notes end with the verdict against a target).
export type BenchRow = [metric: string, value: string, note: string]

export function printTable(rows: readonly BenchRow[]): void {
  const header: BenchRow = ['Metric', 'Value', 'Notes']
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)))
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}
