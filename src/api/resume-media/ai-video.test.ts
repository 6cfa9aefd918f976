import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AI_VIDEO_SCRIPT_MAX, estimatedSeconds, GenerateVideoInputSchema, scriptWordCount } from './ai-video'

const resumeId = '8d3c1f4e-2b6a-4c1d-9e7f-0a1b2c3d4e5f'

describe('the AI video script', () => {
  it('counts words and estimates the spoken length with a pause per sentence', () => {
    expect(scriptWordCount('  Hi there.\n I build   things! ')).toBe(5)
    // 140 words a minute: 70 words are 30 s, plus 0.45 s for each of the 2 sentences.
    const script = `${'word '.repeat(34)}end. ${'word '.repeat(34)}end.`
    expect(scriptWordCount(script)).toBe(70)
    expect(estimatedSeconds(script)).toBe(31)
    expect(estimatedSeconds('   ')).toBe(0)
  })

  it('accepts an omitted or trimmed script and refuses empty, wordless, too long or unknown fields', () => {
    expect(v.parse(GenerateVideoInputSchema, { resumeId })).toEqual({ resumeId })
    expect(v.parse(GenerateVideoInputSchema, { resumeId, script: '  Hi.  ' })).toEqual({
      resumeId,
      script: 'Hi.',
    })
    for (const bad of [
      { resumeId, script: '  ' },
      { resumeId, script: '42.' },
      { resumeId, script: 'a'.repeat(AI_VIDEO_SCRIPT_MAX + 1) },
      { resumeId: 'x' },
      { resumeId, name: 'extra' },
    ]) {
      expect(v.safeParse(GenerateVideoInputSchema, bad).success).toBe(false)
    }
  })
})
