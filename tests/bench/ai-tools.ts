// Issue 16 "Benchmarks": each AI tool's built-in engine on a two-page resume — p95 ≤ 100 ms on the server, ≤ 300 ms
// in Chromium. The resume is the text of tests/e2e/fixtures/resume-two-pages.pdf (the upload bench's file), the
// job the golden backend posting. On the server (Node, the process the API runs in) every tool of the API is
// timed, the salary calculator's two calls included; in Chromium (unthrottled, as the parse bench) the six tools
// that also run on the device, bundled from the same sources the pages use.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { build, type Rollup } from 'vite'
import { extractText, getDocumentProxy } from 'unpdf'
import { BACKEND_JOB } from '@/lib/ai-engine/golden-resumes.fixture'
import { analyzeSalary } from '@/lib/ai-engine/salary-analysis'
import { negotiationTips } from '@/lib/ai-engine/salary-negotiation'
import { salaryEngine } from '../../server/modules/ai-tools/salary-engine'
import { DEVICE_TOOL_CASES, type ToolCase } from './ai-tools-cases'
import { verdict } from './budget'
import { launchChromium } from './chromium'
import type { BenchRow } from './report'
import { latency, ms, type Latency } from './stats'

export const AI_TOOL_SERVER_P95_TARGET_MS = 100
export const AI_TOOL_BROWSER_P95_TARGET_MS = 300
const WARMUPS = 5

type ToolLatency = { name: string; input?: string | undefined; latency: Latency }

export type AiToolsResult = {
  words: number
  pages: number
  server: ToolLatency[]
  browser: ToolLatency[]
}

export async function benchAiTools(root: string, runs: number): Promise<AiToolsResult> {
  const { text: resume, pages } = await resumeText(root)
  const engine = await salaryEngine()
  const serverCases: ToolCase[] = [
    ...DEVICE_TOOL_CASES,
    {
      name: 'Salary calculator: analysis',
      input: 'a job title in a state (BLS OEWS over ~50,000 titles)',
      run: () =>
        analyzeSalary(engine, { jobTitle: 'Software Developer', location: 'Austin, TX', experienceYears: 6 }),
    },
    {
      name: 'Salary calculator: negotiation tips',
      input: 'an offer and a market rate',
      run: () => negotiationTips({ currentOffer: 118_000, marketRate: 132_000, experienceYears: 6 }),
    },
  ]
  const server = serverCases.map((tool) => ({
    name: tool.name,
    latency: latency(timeInNode(tool, resume, runs)),
  }))
  const browserTimings = await timeInChromium(root, resume, runs)
  const browser = Object.entries(browserTimings).map(([name, samples]) => ({
    name,
    latency: latency(samples),
  }))
  return { words: resume.split(/\s+/).filter(Boolean).length, pages, server, browser }
}

export function aiToolsRows(result: AiToolsResult): BenchRow[] {
  const about = `a ${result.pages}-page resume (${result.words} words)`
  const row = (where: string, target: number) => (tool: ToolLatency) =>
    [
      `AI tool (${where}): ${tool.name}`,
      ms(tool.latency.p95),
      `p95 of ${tool.latency.count} runs, p50 ${ms(tool.latency.p50)}, max ${ms(tool.latency.max)}; built-in engine on ${tool.input ?? about}; ${verdict(tool.latency.p95 <= target, `p95 ≤ ${target} ms`)}`,
    ] satisfies BenchRow
  return [
    ...result.server.map(row('server', AI_TOOL_SERVER_P95_TARGET_MS)),
    ...result.browser.map(row('Chromium', AI_TOOL_BROWSER_P95_TARGET_MS)),
  ]
}

async function resumeText(root: string): Promise<{ text: string; pages: number }> {
  const pdf = readFileSync(path.join(root, 'tests/e2e/fixtures/resume-two-pages.pdf'))
  const document = await getDocumentProxy(new Uint8Array(pdf))
  const { totalPages, text } = await extractText(document, { mergePages: false })
  return { text: text.join('\n'), pages: totalPages }
}

function timeInNode(tool: ToolCase, resume: string, runs: number): number[] {
  for (let i = 0; i < WARMUPS; i++) tool.run(resume, BACKEND_JOB)
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    tool.run(resume, BACKEND_JOB)
    samples.push(performance.now() - start)
  }
  return samples
}

async function timeInChromium(root: string, resume: string, runs: number): Promise<Record<string, number[]>> {
  const script = await bundlePage(root)
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.setContent('<!doctype html><title>AI tools bench</title>')
    await page.addScriptTag({ content: script })
    return await page.evaluate(
      ([text, job, warmups, count]) => window.runAiTools(text, job, warmups, count),
      [resume, BACKEND_JOB, WARMUPS, runs] as const,
    )
  } finally {
    await browser.close()
  }
}

/** ai-tools-page.ts as one classic script, minified as the production build is. */
async function bundlePage(root: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      target: 'es2022',
      lib: {
        entry: path.join(root, 'tests/bench/ai-tools-page.ts'),
        formats: ['iife'],
        name: 'aiToolsBench',
      },
    },
  })) as Rollup.RollupOutput[]
  const chunk = output[0]?.output.find((item) => item.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk') throw new Error('bundling the AI tools page gave no script')
  return chunk.code
}
