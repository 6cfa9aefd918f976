import type { JsonResumeListSection } from '@/api/resumes/json-resume'

/** A part of the resume as the builder and the conflict dialog name it: the details, the basics, or a list. */
export type ConflictPart = 'details' | 'basics' | JsonResumeListSection

/** What the builder and the conflict dialog call each part of the resume. */
export const SECTION_TITLES: Record<ConflictPart, string> = {
  details: 'Name and template',
  basics: 'Basics',
  work: 'Work experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  volunteer: 'Volunteering',
  awards: 'Awards',
  certificates: 'Certificates',
  publications: 'Publications',
  languages: 'Languages',
  interests: 'Interests',
  references: 'References',
}
