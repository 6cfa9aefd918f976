import type { JsonResume } from '@/api/resumes/json-resume'
import type { ResumeView } from './resume-view'

/** US and Canadian resumes print on Letter; everyone else on A4. */
export function pageSizeFor(resume: JsonResume): 'A4' | 'LETTER' {
  const country = String(resume.basics?.location?.countryCode ?? '')
    .trim()
    .toUpperCase()
  return country === 'US' || country === 'CA' ? 'LETTER' : 'A4'
}

/** The PDF's document information: what a file manager, a PDF reader's title bar and an ATS show. */
export function documentInfo(view: ResumeView) {
  return {
    title: view.name ? `${view.name} — Resume` : 'Resume',
    author: view.name || undefined,
    subject: view.label || undefined,
    keywords: view.sections
      .flatMap((s) => (s.key === 'skills' && s.kind === 'lines' ? s.lines.map((l) => l.label) : []))
      .join(', '),
    creator: 'ReelHire',
    producer: 'ReelHire',
    language: 'en',
  }
}
