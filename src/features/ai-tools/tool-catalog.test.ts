import { describe, expect, it } from 'vitest'
import { catalogTool, toolBySlug, TOOLS } from './tool-catalog'

describe('the AI tool catalogue', () => {
  it('lists the eight tools of seed 1 §1 under the slugs of seed 1 §2, each with a page path', () => {
    expect(TOOLS.map((t) => t.slug)).toEqual([
      'sentiment-analysis',
      'job-resume-match',
      'ai-resume-scorer',
      'resume-optimizer',
      'salary-calculator',
      'summarize-resume',
      'pdf-to-json',
      'value-proposition',
    ])
    for (const tool of TOOLS) {
      expect(tool.path).toBe(`/tools/${tool.slug}`)
      expect(tool.title.length).toBeGreaterThan(0)
      expect(tool.description).toMatch(/\.$/)
      expect(tool.iconName).toMatch(/^[A-Z]/)
    }
  })

  it('finds a tool by slug', () => {
    expect(toolBySlug('ai-resume-scorer')?.title).toBe('AI Resume Scorer')
    expect(toolBySlug('pdf-to-json')?.slug).toBe('pdf-to-json')
    expect(toolBySlug('nope')).toBeUndefined()
    expect(catalogTool('salary-calculator').title).toBe('Salary Calculator')
  })
})
