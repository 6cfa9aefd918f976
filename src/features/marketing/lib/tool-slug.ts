/**
 * Old links spell tool pages in PascalCase (/Tools/SentimentAnalysis, /Tools/PDFToJSON) or with
 * capitals and hyphens (/Tools/Sentiment-Analysis); today's pages are kebab-case under /tools/.
 */
export function toolSlug(name: string) {
  return name
    .trim()
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2') // "PDFTo" → "PDF-To"
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2') // "SentimentAnalysis" → "Sentiment-Analysis"
    .replace(/[\s_]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
}
