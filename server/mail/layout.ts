/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

export type MailBlock =
  | { text: string }
  | { button: { label: string; url: string } }
  | { code: string }
  /** A plain link with an optional line under it (lists of links, e.g. job alerts). */
  | { link: { label: string; url: string; detail?: string } }

/**
 * One mail in both parts from the same blocks, so text and HTML never say different things.
 * The HTML uses inline styles and tables only: mail clients ignore <style> and modern layout.
 */
export function renderMail(title: string, blocks: readonly MailBlock[]): { text: string; html: string } {
  const text = [
    title,
    ...blocks.map((block) => {
      if ('text' in block) return block.text
      if ('code' in block) return `    ${block.code}`
      if ('link' in block)
        return [block.link.label, block.link.detail, block.link.url].filter(Boolean).join('\n')
      return `${block.button.label}: ${block.button.url}`
    }),
    '— The ReelHire team',
  ].join('\n\n')
  const body = blocks
    .map((block) => {
      if ('text' in block) return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`
      if ('link' in block) {
        const detail = block.link.detail
          ? `<br><span style="font-size:13px;color:#6b7280">${escapeHtml(block.link.detail)}</span>`
          : ''
        return `<p style="margin:0 0 16px;line-height:1.4"><a href="${escapeHtml(block.link.url)}" style="color:#4f46e5;font-weight:600">${escapeHtml(block.link.label)}</a>${detail}</p>`
      }
      if ('code' in block)
        return `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:700;font-family:monospace">${escapeHtml(block.code)}</p>`
      const url = escapeHtml(block.button.url)
      return `<p style="margin:0 0 16px"><a href="${url}" style="display:inline-block;background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(block.button.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b7280;word-break:break-all">Or paste this link into your browser: ${url}</p>`
    })
    .join('')
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b"><table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px"><tr><td style="padding:32px"><p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4f46e5">ReelHire</p><h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>${body}<p style="margin:24px 0 0;color:#6b7280;font-size:13px">— The ReelHire team</p></td></tr></table></body></html>`
  return { text, html }
}
