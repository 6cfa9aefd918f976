import type { JsonResume } from '@/api/resumes/json-resume'

export type ResumeLocation = NonNullable<NonNullable<JsonResume['basics']>['location']>
