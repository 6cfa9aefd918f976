import * as v from 'valibot'

/**
 * The onboarding checklist of a new company. The spec gives the task fields, not the tasks: the tasks are
 * ours. A required task can only be ticked once its data is on the server (docs/api.md). Path:
 * PUT /api/Companies/{id}/onboarding/tasks/{taskId}.
 */

export const READY_TO_PUBLISH = 'Ready to publish'

export type OnboardingTaskDefinition = {
  id: string
  title: string
  description: string
  required: boolean
  order: number
}

export const ONBOARDING_TASKS = [
  {
    id: 'basics',
    title: 'Add company basics',
    description: 'Give your company its real name, an industry and a size.',
    required: true,
    order: 1,
  },
  {
    id: 'about',
    title: 'Describe your company',
    description: 'Write a description candidates will read on your profile.',
    required: true,
    order: 2,
  },
  {
    id: 'location',
    title: 'Add your location',
    description: 'Tell candidates where you are based, or that you are remote.',
    required: true,
    order: 3,
  },
  {
    id: 'contact',
    title: 'Add contact details',
    description: 'Add a website or a contact email address.',
    required: true,
    order: 4,
  },
  {
    id: 'logo',
    title: 'Upload a logo',
    description: 'A logo makes your company easy to recognise.',
    required: false,
    order: 5,
  },
  {
    id: 'culture',
    title: 'Share culture and benefits',
    description: 'Values, perks and benefits help candidates choose you.',
    required: false,
    order: 6,
  },
  {
    id: 'team',
    title: 'Invite your team',
    description: 'Invite recruiters to help you hire.',
    required: false,
    order: 7,
  },
  {
    id: 'first-job',
    title: 'Post your first job',
    description: 'Publish a job so candidates can apply.',
    required: false,
    order: 8,
  },
] as const satisfies readonly OnboardingTaskDefinition[]
export type OnboardingTaskId = (typeof ONBOARDING_TASKS)[number]['id']
export const ONBOARDING_TASK_IDS = ONBOARDING_TASKS.map((task) => task.id) as OnboardingTaskId[]

export const OnboardingTaskSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  completed: v.boolean(),
  required: v.boolean(),
  order: v.number(),
})
export type OnboardingTask = v.InferOutput<typeof OnboardingTaskSchema>

/** Percent (0–100, whole) of the required tasks completed; no required task means 100. */
export function onboardingProgress(tasks: readonly Pick<OnboardingTask, 'completed' | 'required'>[]): number {
  const required = tasks.filter((task) => task.required)
  if (required.length === 0) return 100
  return Math.round((100 * required.filter((task) => task.completed).length) / required.length)
}

/** 'Ready to publish' at 100, else 'N% complete'. */
export function onboardingProgressLabel(progress: number): string {
  return progress >= 100 ? READY_TO_PUBLISH : `${progress}% complete`
}

/** Ticks or unticks one task (ours). */
export const UpdateOnboardingTaskInputSchema = v.strictObject({
  completed: v.boolean('Completed must be true or false'),
})
export type UpdateOnboardingTaskInput = v.InferInput<typeof UpdateOnboardingTaskInputSchema>
