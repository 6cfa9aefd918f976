import { rowRandom } from './row-random'

/** Ends every seeded cover letter: seeded applications have no CV file (the seeder has no upload directory). */
export const SAMPLE_APPLICATION_NOTE = '(Sample application: no CV file attached.)'

const OPENINGS = [
  'I am writing to apply for the {title} role at {company}.',
  'I was glad to see that {company} is hiring a {title}, and I would like to apply.',
  'Please consider me for the {title} position at {company}.',
]

const MIDDLES = [
  'In my current role I work on similar problems every day, and I have learned to keep the quality high when deadlines are close.',
  'Over the last few years I have grown from doing the work to helping others do it well, and I would like to bring both to your team.',
  'What draws me to this role is the chance to own a piece of work from start to finish and see what it changes for customers.',
  'I read about how your team works, and the mix of autonomy and clear goals is exactly what I am looking for.',
]

const CLOSINGS = [
  'I would be happy to talk about how I could help. Thank you for your time.',
  'I look forward to hearing from you.',
  'Thank you for considering my application; I am free for a call most afternoons.',
]

/** Answers to "Why do you want to work with us?". */
const WHY = [
  'Your product solves a problem I have seen up close, and I want to help more people use it.',
  'I want to work somewhere that cares about doing the work well, and that is how your team comes across.',
  'The role is the next step in what I have been working towards, and I would learn a lot from your team.',
  'A friend who works with you speaks highly of the team and of how decisions are made.',
]

/** The key of an application's texts: one applicant applies to a job once. */
export const applicationKey = (jobId: string, applicantId: string) => `application:${jobId}:${applicantId}`

/** A sample cover letter for `title` at `company`, seeded by `key`, ending with the no-CV note. */
export function coverLetter(key: string, title: string, company: string): string {
  const random = rowRandom(key)
  const fill = (text: string) => text.replace('{title}', title).replace('{company}', company)
  return [
    fill(random.pick(OPENINGS)),
    random.pick(MIDDLES),
    random.pick(CLOSINGS),
    SAMPLE_APPLICATION_NOTE,
  ].join('\n\n')
}

/** A sample answer to "Why do you want to work with us?", seeded by `key`. */
export function whyAnswer(key: string): string {
  return rowRandom(`${key}:why`).pick(WHY)
}
