// PDF export of a two-page resume (issue 14): renderResumePdf, as the export endpoint calls it, for the sample
// resume in every template, in this process. The first render of a process also loads and unpacks the fonts;
// that cost is reported on its own, the warm-ups absorb it, and the percentiles are of the renders after.
import { renderResumePdf } from '../../server/modules/resumes/pdf/render-resume-pdf'
import { RESUME_TEMPLATE_NAMES } from '../../src/entities/resume/templates/resume-template-names'
import { SAMPLE_RESUME } from '../../src/entities/resume/templates/sample-resume.fixture'
import { verdict } from './budget'
import type { BenchRow } from './report'
import { latency, ms, type Latency } from './stats'

/** Issue 14: PDF export of a two-page resume, p50 and p95. */
export const RESUME_PDF_TARGET_MS = 500
const WARM_UP = 3

export type ResumePdfRun = { template: string; firstMs: number; bytes: number; latency: Latency }

export async function benchResumePdf(runs = 20): Promise<ResumePdfRun[]> {
  const results: ResumePdfRun[] = []
  for (const template of RESUME_TEMPLATE_NAMES) {
    let started = performance.now()
    const first = await renderResumePdf(SAMPLE_RESUME, { template })
    const firstMs = performance.now() - started
    for (let i = 1; i < WARM_UP; i++) await renderResumePdf(SAMPLE_RESUME, { template })
    const times: number[] = []
    for (let i = 0; i < runs; i++) {
      started = performance.now()
      await renderResumePdf(SAMPLE_RESUME, { template })
      times.push(performance.now() - started)
    }
    results.push({ template, firstMs, bytes: first.byteLength, latency: latency(times) })
  }
  return results
}

export function resumePdfRows(results: readonly ResumePdfRun[]): BenchRow[] {
  return results.map((r) => [
    `PDF export, two-page resume (${r.template})`,
    `p50 ${ms(r.latency.p50)}`,
    `p95 ${ms(r.latency.p95)}, ${r.latency.count} runs after ${WARM_UP} warm-ups; first render of the process ${ms(r.firstMs)} (fonts loaded); ${(r.bytes / 1024).toFixed(0)} KB; ${verdict(r.latency.p50 <= RESUME_PDF_TARGET_MS && r.latency.p95 <= RESUME_PDF_TARGET_MS, `p50/p95 ≤ ${RESUME_PDF_TARGET_MS} ms`)}`,
  ])
}

// `npx tsx tests/bench/resume-pdf.ts [runs]` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./report')
  printTable(resumePdfRows(await benchResumePdf(Number(process.argv[2]) || 20)))
}
