import { describe, expect, it } from 'vitest'
import { RESUME_PRIVACIES } from '@/api/resumes/resume-privacy'
import { PRIVACY_CHOICES, privacyDescription, privacyLabel, privacyTone } from './resume-privacy-labels'

describe('resume privacy labels', () => {
  it('names every privacy level', () => {
    expect(RESUME_PRIVACIES.map(privacyLabel)).toEqual([
      'Public',
      'Recruiters only',
      'Connections only',
      'Private',
      'Draft',
    ])
  })

  it('offers the four choices of the action dialog, in the spec order', () => {
    expect(PRIVACY_CHOICES).toEqual(['public', 'recruiter_only', 'connections', 'private'])
  })

  it('says who may see each level', () => {
    expect(privacyDescription('recruiter_only')).toBe('Only recruiters and employers can view it')
    expect(privacyDescription('private')).toBe('Only you can view it')
    for (const privacy of RESUME_PRIVACIES) expect(privacyDescription(privacy)).not.toBe('')
  })

  it('tones the badge by how widely the resume is seen', () => {
    expect(RESUME_PRIVACIES.map(privacyTone)).toEqual(['public', 'limited', 'limited', 'hidden', 'hidden'])
  })
})
