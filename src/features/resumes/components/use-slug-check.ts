import { useEffect, useState } from 'react'
import { RESUME_RULE_TEXTS } from '@/api/resumes/resume-errors'
import { validateResumeSlug } from '@/entities/resume/api/resume-writes'

export type SlugCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'available'; slug: string }
  | { state: 'unavailable'; message: string }

const SLUG_CHECK_DELAY_MS = 350

const REASONS = {
  taken: RESUME_RULE_TEXTS.slugTaken,
  reserved: RESUME_RULE_TEXTS.slugReserved,
  empty: 'Use at least 3 letters or digits.',
} as const

/**
 * The slug as the user types it, checked with GET /api/Resume/validateSlug once typing pauses: available (with
 * the normalised form the server will store) or why not. A failed check says nothing: the save will tell.
 */
export function useSlugCheck(slug: string, resumeId: string, skip: boolean): SlugCheck {
  const [check, setCheck] = useState<SlugCheck>({ state: 'idle' })
  useEffect(() => {
    if (skip) {
      setCheck({ state: 'idle' })
      return
    }
    setCheck({ state: 'checking' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      validateResumeSlug(slug.trim(), resumeId, controller.signal).then(
        (result) =>
          setCheck(
            result.available
              ? { state: 'available', slug: result.slug }
              : { state: 'unavailable', message: REASONS[result.reason ?? 'taken'] },
          ),
        () => {
          if (!controller.signal.aborted) setCheck({ state: 'idle' })
        },
      )
    }, SLUG_CHECK_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [slug, resumeId, skip])
  return check
}
