// Reads back what nodemailer (server/mail/smtp-transport.ts) sends: header fields with RFC 2047 encoded words,
// multipart/alternative bodies, quoted-printable or base64 parts. Only as much MIME as our own mails use.

export type MimeMessage = {
  /** Header fields by their name as sent, values unfolded and decoded. */
  headers: Record<string, string>
  /** The text/plain part, decoded, with \n line breaks. */
  text: string
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { head: raw, body: '' }
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) }
}

/** Bytes written as =XX (quoted-printable, and Q encoded words) back into UTF-8 text. */
function decodeHexEscapes(text: string): string {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** "=?UTF-8?Q?…?=" and "=?UTF-8?B?…?=" words; the space between two adjacent encoded words is not text. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeHexEscapes(data.replaceAll('_', ' ')),
    )
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {}
  // A line starting with white space continues the field above it (folding).
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    headers[line.slice(0, colon).trim()] = decodeWords(line.slice(colon + 1).trim())
  }
  return headers
}

/** A header field by name, whatever its case (nodemailer writes X-ReelHire-Mail as X-Reelhire-Mail). */
export function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase())
  return key === undefined ? undefined : headers[key]
}

function decodeBody(body: string, transferEncoding = ''): string {
  const encoding = transferEncoding.toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeHexEscapes(body.replace(/=\r?\n/g, ''))
        : body
  return text.replace(/\r\n/g, '\n')
}

/** The text/plain part of an entity (searching nested multiparts), or '' when it has none. */
function plainText(headers: Record<string, string>, body: string): string {
  const type = headerValue(headers, 'Content-Type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1)
    for (const part of parts) {
      if (part.startsWith('--')) break
      const entity = splitHead(part.replace(/^\r?\n/, ''))
      const text = plainText(parseHeaders(entity.head), entity.body)
      if (text) return text
    }
    return ''
  }
  if (!/^text\/plain/i.test(type)) return ''
  return decodeBody(body, headerValue(headers, 'Content-Transfer-Encoding')).replace(/\n$/, '')
}

export function parseMime(raw: string): MimeMessage {
  const { head, body } = splitHead(raw)
  const headers = parseHeaders(head)
  return { headers, text: plainText(headers, body) }
}
