import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { JSON_RESUME_LIST_SECTIONS, JsonResumeSchema } from '@/api/resumes/json-resume'
import { resumeView } from './resume-view'
import { SAMPLE_RESUME } from './sample-resume.fixture'

describe('resumeView', () => {
  it('is fed a sample that is a valid JSON Resume', () => {
    expect(v.safeParse(JsonResumeSchema, SAMPLE_RESUME).success).toBe(true)
  })

  it('lists every section with content, in JSON Resume order', () => {
    const view = resumeView(SAMPLE_RESUME)
    expect(view.sections.map((s) => s.key)).toEqual([...JSON_RESUME_LIST_SECTIONS])
    expect(view.name).toBe('José Müller-Øberg')
    expect(view.contacts.map((c) => c.text)).toEqual([
      'Torstraße 12, 10119 Berlin, Berlin, DE',
      'jose.muller@example.com',
      '+49 30 1234 5678',
      'jose-muller.example.com',
      'LinkedIn: jose-muller-oberg',
      'GitHub: jmo',
    ])
  })

  it('leaves out empty sections and entries, and moves a lone subtitle up', () => {
    const view = resumeView({
      work: [{}, { position: '  ', highlights: [''] }, { name: 'Acme', startDate: '2020-01' }],
      skills: [{ name: '' }],
      awards: [],
    })
    expect(view.sections).toHaveLength(1)
    const work = view.sections[0]
    expect(work?.kind === 'entries' && work.entries).toEqual([
      expect.objectContaining({ title: 'Acme', subtitle: '', dates: 'Jan 2020 – Present' }),
    ])
  })

  it('copes with fields of the wrong type', () => {
    const odd = { basics: { name: 7, profiles: 'x' }, work: 'nope', skills: [null, 3] } as never
    expect(resumeView(odd)).toEqual({ name: '', label: '', contacts: [], summary: [], sections: [] })
  })
})
