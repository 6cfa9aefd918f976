import { describe, expect, it, vi } from 'vitest'
import { makeJob } from '@/entities/job/saves/test-jobs'
import { formValuesFromJob, toJobInput, EMPTY_JOB_FORM } from './job-form-values'
import { submitJobForm } from './submit-job-form'

function deps() {
  return {
    createJob: vi.fn(async () => makeJob({ id: 'new', status: 'draft' })),
    updateJob: vi.fn(async (id: string) => makeJob({ id })),
  }
}

describe('submitJobForm', () => {
  const values = { ...EMPTY_JOB_FORM, title: 'T', description: 'D' }

  it('creates a new job as Draft or Open', async () => {
    const d = deps()
    const draft = await submitJobForm(d, {
      job: null,
      input: toJobInput(values),
      values,
      baseline: EMPTY_JOB_FORM,
      intent: 'draft',
    })
    expect(d.createJob).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'T', status: 'Draft' }))
    expect(draft.message).toBe('Draft saved.')
    const open = await submitJobForm(d, {
      job: null,
      input: toJobInput(values),
      values,
      baseline: EMPTY_JOB_FORM,
      intent: 'publish',
    })
    expect(d.createJob).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'Open' }))
    expect(open.message).toBe('Job posted.')
  })

  it('updates only the changed fields, and publishes a draft with status Open', async () => {
    const d = deps()
    const job = makeJob({ id: 'j1', status: 'draft' })
    const baseline = formValuesFromJob(job)
    const edited = { ...baseline, title: 'Better title' }
    const saved = await submitJobForm(d, {
      job,
      input: toJobInput(edited),
      values: edited,
      baseline,
      intent: 'draft',
    })
    expect(d.updateJob).toHaveBeenLastCalledWith('j1', { title: 'Better title' })
    expect(saved.message).toBe('Draft saved.')
    const published = await submitJobForm(d, {
      job,
      input: toJobInput(baseline),
      values: baseline,
      baseline,
      intent: 'publish',
    })
    expect(d.updateJob).toHaveBeenLastCalledWith('j1', { status: 'Open' })
    expect(published.message).toBe('Job published.')
  })

  it('never sends a status for a live job, and makes no call when nothing changed', async () => {
    const d = deps()
    const job = makeJob({ id: 'j2', status: 'paused' })
    const baseline = formValuesFromJob(job)
    const result = await submitJobForm(d, {
      job,
      input: toJobInput(baseline),
      values: baseline,
      baseline,
      intent: 'publish',
    })
    expect(d.updateJob).not.toHaveBeenCalled()
    expect(result).toEqual({ job, message: 'No changes to save.' })
    const edited = { ...baseline, location: 'Paris' }
    await submitJobForm(d, { job, input: toJobInput(edited), values: edited, baseline, intent: 'save' })
    expect(d.updateJob).toHaveBeenLastCalledWith('j2', { location: 'Paris' })
  })
})
