import { useMutation, useQueryClient } from '@tanstack/react-query'
import { RESUME_ERROR_TEXTS, RESUME_SUCCESS_TEXTS } from '@/api/resumes/resume-errors'
import { toaster } from '@/components/ui/toaster'
import { RESUMES_ROOT_KEY } from '../api/resume-keys'
import { cloneResume, createResumeVariation, deleteResume, promoteResume } from '../api/resume-writes'
import { resumeFailureText } from './failure-text'
import {
  editResumeCaches,
  promoteEdit,
  removeEdit,
  restoreResumeCaches,
  type CacheSnapshot,
} from './resume-optimistic'

type Target = { id: string; name: string; isMaster: boolean; parentId: string | null }

export const DELETE_FAILED_TEXT = 'Failed to delete resume. Please try again.'
export const CLONE_FAILED_TEXT = 'Failed to copy resume. Please try again.'

/**
 * The owner's writes that change the shape of their collection — promote, delete, create a variation, clone —
 * made online (they answer with ids the page needs next), the list edited at the click where the outcome is
 * known (promote, delete) and put back if the server refuses. Privacy and tracking are offline writes
 * (resume-privacy.write.ts, resume-watch.write.ts).
 */
export function useResumeOwnerActions() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: RESUMES_ROOT_KEY })

  const promote = useMutation({
    mutationFn: (resume: Target) => promoteResume(resume.id),
    onMutate: (resume) => editResumeCaches(queryClient, promoteEdit(resume.id)),
    onSuccess: () => void toaster.create({ type: 'success', title: RESUME_SUCCESS_TEXTS.promoted }),
    onError: (error, _resume, snapshot?: CacheSnapshot) => {
      if (snapshot) restoreResumeCaches(queryClient, snapshot)
      toaster.create({ type: 'error', title: resumeFailureText(error, RESUME_ERROR_TEXTS.promote) })
    },
    onSettled: refresh,
  })

  const remove = useMutation({
    mutationFn: (resume: Target) => deleteResume(resume.id),
    onMutate: (resume) => editResumeCaches(queryClient, removeEdit(new Set([resume.id]))),
    onSuccess: (result, resume) => {
      const more = result.deletedIds.length - 1
      toaster.create({
        type: 'success',
        title: RESUME_SUCCESS_TEXTS.deleted,
        description:
          more > 0
            ? `“${resume.name}” and its ${more === 1 ? 'variation' : `${more} variations`}`
            : `“${resume.name}”`,
      })
    },
    onError: (error, _resume, snapshot?: CacheSnapshot) => {
      if (snapshot) restoreResumeCaches(queryClient, snapshot)
      toaster.create({ type: 'error', title: resumeFailureText(error, DELETE_FAILED_TEXT) })
    },
    onSettled: refresh,
  })

  const createVariation = useMutation({
    mutationFn: ({ resume, name }: { resume: Target; name: string }) =>
      createResumeVariation(resume.id, name),
    onSuccess: (_created, { name }) =>
      void toaster.create({
        type: 'success',
        title: RESUME_SUCCESS_TEXTS.variationCreated,
        description: `“${name}”`,
      }),
    onError: (error) =>
      void toaster.create({
        type: 'error',
        title: resumeFailureText(error, RESUME_ERROR_TEXTS.createVariation),
      }),
    onSettled: refresh,
  })

  const clone = useMutation({
    mutationFn: (resume: Target) => cloneResume(resume.id),
    onSuccess: () => void toaster.create({ type: 'success', title: RESUME_SUCCESS_TEXTS.cloned }),
    onError: (error) =>
      void toaster.create({ type: 'error', title: resumeFailureText(error, CLONE_FAILED_TEXT) }),
    onSettled: refresh,
  })

  return { promote, remove, createVariation, clone }
}
