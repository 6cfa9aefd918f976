import { embeddedResumePath } from '@/api/resumes/embedded-resume-paths'
import { resumeKey } from './share-link'

type Embeddable = { id: string; slug?: string | null; name: string }

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch] ?? ch)

/** The address other sites frame: /embedded-resume/{slug or id} on this site. */
export function embeddedResumeUrl(resume: Embeddable, origin: string): string {
  return `${origin}${embeddedResumePath(resumeKey(resume))}`
}

/**
 * The HTML a resume's owner pastes into another site to show it there. The title names the frame for screen
 * readers; full width and a fixed height suit most page columns (the page inside scrolls); lazy, so a resume far
 * down a page does not slow the page that holds it.
 */
export function embedSnippet(resume: Embeddable, origin: string): string {
  const src = escapeAttribute(embeddedResumeUrl(resume, origin))
  const title = escapeAttribute(`${resume.name} — resume on ReelHire`)
  return `<iframe src="${src}" title="${title}" width="100%" height="800" style="border:0;max-width:100%" loading="lazy"></iframe>`
}
