import { describe, expect, it } from 'vitest'
import { pitchScript, PITCH_WORD_TARGET } from './pitch-script'

describe('pitchScript', () => {
  it('introduces the person from the resume: name, role, summary, latest job, strengths, studies', () => {
    const script = pitchScript({
      basics: {
        name: 'Ana Souza',
        label: 'Engineering Manager',
        summary:
          'I lead teams that ship payments software. I care about calm on-call rotations. And more text here.',
      },
      work: [{ name: 'Stripe', position: 'Engineering Manager', highlights: ['Cut checkout errors by 40%'] }],
      skills: [{ name: 'Go' }, { name: 'Hiring' }, { name: 'Coaching' }],
      education: [{ institution: 'USP', area: 'Computer Science' }],
    })
    expect(script).toContain("Hi, I'm Ana Souza, an Engineering Manager.")
    expect(script).toContain('I lead teams that ship payments software.')
    expect(script).toContain('Most recently I worked as Engineering Manager at Stripe.')
    expect(script).toContain('There, cut checkout errors by 40%.')
    expect(script).toContain('My strengths are Go, Hiring and Coaching.')
    expect(script).toContain('I studied Computer Science at USP.')
    expect(script.split(/\s+/).length).toBeLessThanOrEqual(PITCH_WORD_TARGET)
  })

  it('still gives a short script for an empty resume', () => {
    expect(pitchScript({})).toBe("Hi! I'd love to bring this to your team. Thank you for watching!")
  })
})
