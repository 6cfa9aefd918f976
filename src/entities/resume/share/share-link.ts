/** What names a resume in its addresses: its slug when it has one, else its id. */
export function resumeKey(resume: { id: string; slug?: string | null }): string {
  return resume.slug?.trim() ? resume.slug.trim() : resume.id
}

/** The resume's public address on this site: /resumes/{slug or id}. Sharing it uses src/lib/share-link.ts. */
export function resumeUrl(resume: { id: string; slug?: string | null }, origin: string): string {
  return `${origin}/resumes/${encodeURIComponent(resumeKey(resume))}`
}
