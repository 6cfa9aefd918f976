import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import * as v from 'valibot'
import { ErrorCode } from '@/api/errors'
import { JsonResumeSchema } from '@/api/resumes/json-resume'
import { RESUMES_ROOT_KEY, resumeKeys } from '@/entities/resume/api/resume-keys'
import { resumeQueryOptions } from '@/entities/resume/api/resume-queries'
import { resumeFailureText } from '@/entities/resume/writes/failure-text'
import { isApiError } from '@/lib/api-client/api-error'
import { connectivity } from '@/lib/sync/connectivity'
import { autosaveReducer, shouldSend, type AutosaveState } from './autosave-machine'
import { docOfResume, sameDoc, type BuilderDoc } from './builder-doc'
import type { ServerCopy } from './draft-decision'
import { deleteDraft, writeDraft } from './draft-store'
import { saveResumeDoc } from './save-resume-doc'

/** Quiet time after the last keystroke before a save goes out. */
export const AUTOSAVE_DELAY_MS = 1_200
/** Quiet time before the draft is written to the device (cheap, so sooner than the save). */
const DRAFT_DELAY_MS = 250

export const SAVE_FAILED_TEXT = 'Failed to save resume. Please try again.'
export const INVALID_TEXT = 'Some fields need fixing before this can be saved'

export type AutosaveStart = {
  resumeId: string
  userId: string
  slug: string
  doc: BuilderDoc
  /** The server version `doc` is based on. */
  version: number
  /** The server's copy, for a draft that met a newer version (decided when the builder opened). */
  conflict: ServerCopy | null
  /** The server's copy as last confirmed; null when unknown (opened offline from a draft). */
  confirmed: BuilderDoc | null
  state: AutosaveState
}

function firstIssue(doc: BuilderDoc): string | null {
  const parsed = v.safeParse(JsonResumeSchema, doc.resume)
  if (parsed.success) return null
  const issue = parsed.issues[0]
  const where = v.getDotPath(issue)
  return `${INVALID_TEXT}: ${where ? `${where}: ` : ''}${issue.message}`
}

/**
 * The builder's doc and its autosave: every edit is kept on the device at once (draft store) and sent after a
 * quiet moment with the version it is based on; one save at a time; offline it waits for the network and goes
 * out when connectivity returns; a 409 VERSION_CONFLICT fetches the server's copy and waits for the user's
 * choice (`resolve`), never overwriting it.
 */
export function useResumeAutosave(start: AutosaveStart) {
  const { resumeId, userId, slug } = start
  const queryClient = useQueryClient()
  const [doc, setDoc] = useState(start.doc)
  const [state, dispatch] = useReducer(autosaveReducer, start.state)
  const [conflict, setConflict] = useState<ServerCopy | null>(start.conflict)
  const [online, setOnline] = useState(() => connectivity.isOnline())
  const version = useRef(start.version)
  const confirmed = useRef<BuilderDoc | null>(start.confirmed)
  const current = useRef(doc)
  current.current = doc
  const inFlight = useRef(false)

  // The draft: written when the doc differs from what the server confirmed, deleted once it does not. Calls
  // are chained so a late write never lands after the delete that should follow it.
  const chain = useRef<Promise<void>>(Promise.resolve())
  const persistDraft = useCallback(() => {
    chain.current = chain.current.then(() => {
      const latest = current.current
      if (confirmed.current && sameDoc(latest, confirmed.current)) return deleteDraft(userId, resumeId)
      return writeDraft({
        resumeId,
        userId,
        slug,
        baseVersion: version.current,
        doc: latest,
        updatedAt: Date.now(),
      })
    })
    return chain.current
  }, [resumeId, userId, slug])

  // On opening: a draft the server already has is spent (left, it could later pass for a conflict).
  useEffect(() => void persistDraft(), [persistDraft])

  useEffect(() => {
    if (confirmed.current && sameDoc(doc, confirmed.current)) return
    const timer = setTimeout(() => void persistDraft(), DRAFT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [doc, persistDraft])

  // A page being hidden or closed writes the draft at once, not after the quiet moment.
  useEffect(() => {
    const flush = () => void persistDraft()
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', flush)
    }
  }, [persistDraft])

  useEffect(
    () =>
      connectivity.subscribe((now) => {
        setOnline(now)
        if (!now) dispatch({ type: 'went-offline' })
      }),
    [],
  )

  const edit = useCallback((update: (previous: BuilderDoc) => BuilderDoc) => {
    setDoc(update)
    dispatch({ type: 'edit' })
  }, [])

  const send = useCallback(async () => {
    const sent = current.current
    const invalid = firstIssue(sent)
    if (invalid) {
      dispatch({ type: 'failed', message: invalid })
      return
    }
    inFlight.current = true
    dispatch({ type: 'send' })
    try {
      const result = await saveResumeDoc(resumeId, version.current, sent)
      version.current = result.resume.version
      confirmed.current = sent
      queryClient.setQueryData(resumeKeys.detail(resumeId, userId), result.resume)
      void queryClient.invalidateQueries({ queryKey: RESUMES_ROOT_KEY, refetchType: 'none' })
      inFlight.current = false
      dispatch({ type: 'saved' })
      void persistDraft()
    } catch (error) {
      inFlight.current = false
      if (isApiError(error) && error.statusCode === 0) {
        dispatch({ type: 'network-failed' })
      } else if (isApiError(error) && error.code === ErrorCode.VERSION_CONFLICT) {
        try {
          const server = await queryClient.fetchQuery({
            ...resumeQueryOptions(resumeId, userId),
            staleTime: 0,
          })
          setConflict({ version: server.version, doc: docOfResume(server) })
          dispatch({ type: 'conflict' })
        } catch (readError) {
          dispatch({ type: 'failed', message: resumeFailureText(readError, SAVE_FAILED_TEXT) })
        }
      } else {
        dispatch({ type: 'failed', message: resumeFailureText(error, SAVE_FAILED_TEXT) })
      }
    }
  }, [resumeId, userId, queryClient, persistDraft])

  // Debounced: every edit (a new doc) restarts the wait; edits kept offline go out as soon as it is back.
  useEffect(() => {
    if (inFlight.current) return
    // Offline, an edit is kept on the device (the draft) and says so, instead of waiting as "unsaved".
    if (!online && state.status === 'pending') dispatch({ type: 'went-offline' })
    if (!shouldSend(state, online)) return
    const timer = setTimeout(() => void send(), state.status === 'offline' ? 0 : AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [state, online, doc, send])

  /** The user's choice in a conflict: the server's copy as it is, or `chosen` saved over it. */
  const resolve = useCallback(
    (chosen: BuilderDoc | 'theirs') => {
      if (!conflict) return
      version.current = conflict.version
      confirmed.current = conflict.doc
      const next = chosen === 'theirs' ? conflict.doc : chosen
      current.current = next
      setDoc(next)
      setConflict(null)
      dispatch({ type: 'resolved', send: chosen !== 'theirs' })
      void persistDraft()
    },
    [conflict, persistDraft],
  )

  /** Another write of this resume by this page (its address) moved the version on. */
  const adoptVersion = useCallback((next: number) => {
    version.current = next
  }, [])

  const retry = useCallback(() => dispatch({ type: 'retry' }), [])
  const currentVersion = useCallback(() => version.current, [])

  return { doc, edit, state, online, conflict, resolve, retry, adoptVersion, currentVersion }
}
