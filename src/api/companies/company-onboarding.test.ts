import { describe, expect, it } from 'vitest'
import { ONBOARDING_TASKS, onboardingProgress, onboardingProgressLabel } from './company-onboarding'

describe('company onboarding', () => {
  it('computes onboarding progress from the required tasks only', () => {
    const tasks = ONBOARDING_TASKS.map((task) => ({ ...task, completed: false }))
    expect(onboardingProgress(tasks)).toBe(0)
    const optionalDone = tasks.map((task) => ({ ...task, completed: !task.required }))
    expect(onboardingProgress(optionalDone)).toBe(0)
    const threeOfFour = tasks.map((task) => ({ ...task, completed: task.required && task.id !== 'contact' }))
    expect(onboardingProgress(threeOfFour)).toBe(75)
    expect(onboardingProgress(tasks.map((task) => ({ ...task, completed: task.required })))).toBe(100)
    expect(onboardingProgress([])).toBe(100)
    expect(onboardingProgressLabel(100)).toBe('Ready to publish')
    expect(onboardingProgressLabel(50)).toBe('50% complete')
  })
})
