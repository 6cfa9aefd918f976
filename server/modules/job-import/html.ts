import { tidyText } from './text'

/**
 * A small, linear HTML reader for job pages: enough to pull `application/ld+json` blocks and the readable
 * text of a page. It never builds a DOM and never backtracks, so a hostile 2 MiB page costs one pass.
 */

export type HtmlToken =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attrs: Record<string, string>; selfClosing: boolean }
  | { type: 'end'; name: string }
  | { type: 'raw'; name: string; attrs: Record<string, string>; content: string }

/** Elements whose content is not markup: read up to their end tag as one token. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'plaintext'])

const TAG_NAME = /^[a-zA-Z][^\s/>]*/
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = []
  let i = 0
  const length = html.length
  while (i < length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      tokens.push({ type: 'text', text: html.slice(i) })
      break
    }
    if (lt > i) tokens.push({ type: 'text', text: html.slice(i, lt) })
    if (html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4)
      i = end === -1 ? length : end + 3
      continue
    }
    const next = html[lt + 1] ?? ''
    if (next === '!' || next === '?') {
      const end = html.indexOf('>', lt + 2)
      i = end === -1 ? length : end + 1
      continue
    }
    const closing = next === '/'
    const nameStart = closing ? lt + 2 : lt + 1
    const name = TAG_NAME.exec(html.slice(nameStart, nameStart + 64))?.[0]?.toLowerCase()
    if (!name) {
      tokens.push({ type: 'text', text: '<' })
      i = lt + 1
      continue
    }
    const tagEnd = findTagEnd(html, nameStart + name.length)
    if (closing) {
      tokens.push({ type: 'end', name })
      i = tagEnd
      continue
    }
    const inside = html.slice(nameStart + name.length, tagEnd - 1)
    const attrs = parseAttributes(inside)
    const selfClosing = inside.trimEnd().endsWith('/')
    if (RAW_TEXT.has(name) && !selfClosing) {
      const close = new RegExp(`</${name}[\\s/>]`, 'gi')
      close.lastIndex = tagEnd
      const match = close.exec(html)
      const contentEnd = match ? match.index : length
      tokens.push({ type: 'raw', name, attrs, content: html.slice(tagEnd, contentEnd) })
      i = match ? findTagEnd(html, contentEnd + 2) : length
      continue
    }
    tokens.push({ type: 'start', name, attrs, selfClosing })
    i = tagEnd
  }
  return tokens
}

/** Index just after the `>` closing a tag, honouring quoted attribute values. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null
  for (let j = from; j < html.length; j++) {
    const ch = html[j]
    if (quote) {
      if (ch === quote) quote = null
    } else if (ch === '"' || ch === "'") quote = ch
    else if (ch === '>') return j + 1
  }
  return html.length
}

function parseAttributes(text: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const match of text.matchAll(ATTRIBUTE)) {
    const key = match[1]?.toLowerCase()
    if (!key || key in attrs) continue
    attrs[key] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '')
  }
  return attrs
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  times: '×',
  laquo: '«',
  raquo: '»',
  eacute: 'é',
  egrave: 'è',
  agrave: 'à',
  aacute: 'á',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
  auml: 'ä',
  szlig: 'ß',
  ntilde: 'ñ',
}

/** Numeric references and the common named ones; an unknown name stays as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});?/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        return '\uFFFD'
      }
      return String.fromCodePoint(code)
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole
  })
}

/** The JSON of every `<script type="application/ld+json">`; blocks that do not parse are skipped. */
export function jsonLdBlocks(tokens: readonly HtmlToken[]): unknown[] {
  const blocks: unknown[] = []
  for (const token of tokens) {
    if (token.type !== 'raw' || token.name !== 'script') continue
    const type = (token.attrs.type ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== 'application/ld+json') continue
    const json = token.content
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')
      .trim()
    try {
      blocks.push(JSON.parse(json))
    } catch {
      // Broken JSON-LD is common; the readable text is the fallback.
    }
  }
  return blocks
}

/** Site chrome and non-content: dropped with everything inside. */
const SKIPPED = new Set([
  'head',
  'nav',
  'footer',
  'aside',
  'form',
  'button',
  'select',
  'svg',
  'iframe',
  'noscript',
  'template',
  'dialog',
  'object',
  'canvas',
  'video',
  'audio',
  'map',
])
const BLOCK = new Set([
  'address',
  'article',
  'blockquote',
  'body',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'html',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
])

/**
 * The readable text of a page: the first `<main>`, else the longest `<article>`, else `<body>`, without
 * scripts, styles, navigation, footers, asides and forms. Block elements become line breaks, list items
 * `- ` bullets, headings lines of their own; paragraphs are separated by a blank line.
 */
export function htmlToText(input: string | readonly HtmlToken[]): string {
  const tokens = typeof input === 'string' ? tokenizeHtml(input) : input
  const [start, end] = contentRange(tokens)
  const out: string[] = []
  let skipDepth = 0
  let skipName = ''
  const newline = (blank = false) => out.push(blank ? '\n\n' : '\n')
  for (let k = start; k < end; k++) {
    const token = tokens[k]!
    if (skipDepth > 0) {
      if (token.type === 'start' && token.name === skipName && !token.selfClosing) skipDepth++
      else if (token.type === 'end' && token.name === skipName) skipDepth--
      continue
    }
    switch (token.type) {
      case 'text':
        out.push(decodeEntities(token.text).replace(/\s+/g, ' '))
        break
      case 'raw':
        if (token.name === 'textarea' || token.name === 'xmp' || token.name === 'plaintext') {
          out.push(decodeEntities(token.content))
        }
        break
      case 'start':
        if (SKIPPED.has(token.name) && !token.selfClosing) {
          skipName = token.name
          skipDepth = 1
        } else if (token.name === 'br') newline()
        else if (token.name === 'li') out.push('\n- ')
        else if (token.name === 'p' || /^h[1-6]$/.test(token.name)) newline(true)
        else if (BLOCK.has(token.name)) newline()
        break
      case 'end':
        // A list item's line ends where the next item (or the list) starts.
        if (token.name === 'p') newline(true)
        else if (BLOCK.has(token.name)) newline()
        break
    }
  }
  return tidyText(out.join(''))
}

/** Token range of the main content (see htmlToText). */
function contentRange(tokens: readonly HtmlToken[]): [number, number] {
  const main = elementRanges(tokens, 'main')[0]
  if (main) return main
  const articles = elementRanges(tokens, 'article')
  if (articles.length > 0) {
    const textLength = ([a, b]: [number, number]) => {
      let n = 0
      for (let k = a; k < b; k++) {
        const t = tokens[k]!
        if (t.type === 'text') n += t.text.trim().length
      }
      return n
    }
    return articles.reduce((best, range) => (textLength(range) > textLength(best) ? range : best))
  }
  return elementRanges(tokens, 'body')[0] ?? [0, tokens.length]
}

/** [after start tag, at end tag) of each outermost `name` element; an unclosed one runs to the end. */
function elementRanges(tokens: readonly HtmlToken[], name: string): [number, number][] {
  const ranges: [number, number][] = []
  let depth = 0
  let from = 0
  tokens.forEach((token, k) => {
    if (token.type === 'start' && token.name === name && !token.selfClosing) {
      if (depth === 0) from = k + 1
      depth++
    } else if (token.type === 'end' && token.name === name && depth > 0) {
      depth--
      if (depth === 0) ranges.push([from, k])
    }
  })
  if (depth > 0) ranges.push([from, tokens.length])
  return ranges
}
