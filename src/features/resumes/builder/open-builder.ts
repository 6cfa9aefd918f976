import type { Resume } from '@/api/resumes/resume-record'
import { INITIAL_AUTOSAVE } from './autosave-machine'
import { docOfResume } from './builder-doc'
import { decideOnOpen, type ResumeDraft } from './draft-decision'
import type { AutosaveStart } from './use-resume-autosave'

/**
 * Where the builder starts, from the server's resume (null when it could not be read) and the device's draft:
 * the server's copy; the draft with its edits waiting to be sent; or the draft facing a newer server copy,
 * which opens the conflict choice. Null when there is nothing to open.
 */
export function builderStart(
  server: Resume | null,
  draft: ResumeDraft | null,
  ids: { resumeId: string; userId: string },
  online: boolean,
): AutosaveStart | null {
  const serverCopy = server ? { version: server.version, doc: docOfResume(server) } : null
  const decision = decideOnOpen(serverCopy, draft)
  const slug = server?.slug ?? draft?.slug ?? ''
  const base = { ...ids, slug }
  switch (decision) {
    case 'nothing':
      return null
    case 'server':
      return {
        ...base,
        doc: serverCopy!.doc,
        version: serverCopy!.version,
        conflict: null,
        confirmed: serverCopy!.doc,
        state: INITIAL_AUTOSAVE,
      }
    case 'draft':
      return {
        ...base,
        doc: draft!.doc,
        version: draft!.baseVersion,
        conflict: null,
        // What the server had when the draft was based on it, so the draft is kept until it is sent.
        confirmed: serverCopy?.doc ?? null,
        state: { status: online ? 'pending' : 'offline', dirty: true, message: null },
      }
    case 'conflict':
      return {
        ...base,
        doc: draft!.doc,
        version: draft!.baseVersion,
        conflict: serverCopy,
        confirmed: serverCopy?.doc ?? null,
        state: { status: 'conflict', dirty: true, message: null },
      }
  }
}
