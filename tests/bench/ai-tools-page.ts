// Bundled for Chromium by ai-tools.ts: runs each device tool `runs` times in the page and answers the durations.
import { DEVICE_TOOL_CASES } from './ai-tools-cases'

declare global {
  interface Window {
    runAiTools: (resume: string, job: string, warmups: number, runs: number) => Record<string, number[]>
  }
}

window.runAiTools = (resume, job, warmups, runs) => {
  const timings: Record<string, number[]> = {}
  for (const tool of DEVICE_TOOL_CASES) {
    for (let i = 0; i < warmups; i++) tool.run(resume, job)
    const samples: number[] = []
    for (let i = 0; i < runs; i++) {
      const start = performance.now()
      tool.run(resume, job)
      samples.push(performance.now() - start)
    }
    timings[tool.name] = samples
  }
  return timings
}
