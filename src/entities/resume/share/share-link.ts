/** The resume's public address on this site: /resumes/{slug or id}. Sharing it uses src/lib/share-link.ts. */
export function resumeUrl(resume: { id: string; slug?: string | null }, origin: string): string {
  const key = resume.slug?.trim() ? resume.slug.trim() : resume.id
  return `${origin}/resumes/${encodeURIComponent(key)}`
}
