import { useCallback } from 'react'
import { signedInUserId } from '@/lib/session/session'
import { useSignInPrompt } from '@/entities/session/use-sign-in-prompt'
import { useOfflineWrite } from '@/lib/sync/use-offline-write'
import { resumeWatchWrite, WATCH_TEXTS } from './resume-watch.write'

/**
 * Whether the signed-in recruiter tracks a resume (optimistic, offline-capable), and the toggle. A visitor is
 * asked to sign in.
 */
export function useResumeWatch(resume: { id: string; name: string; isWatched: boolean }, updatedAt: number) {
  const promptSignIn = useSignInPrompt()
  const entity = useOfflineWrite(resumeWatchWrite, resume.id, { state: resume.isWatched, updatedAt })
  const isWatched = entity.state ?? resume.isWatched
  const { write } = entity
  const toggle = useCallback(async () => {
    if (!signedInUserId()) return promptSignIn('resume-watch-sign-in', WATCH_TEXTS.signIn)
    await write({ resumeId: resume.id, watched: !isWatched, name: resume.name })
  }, [isWatched, promptSignIn, resume.id, resume.name, write])
  return { isWatched, syncState: entity.syncState, toggle }
}
