import { ErrorCode } from '@/api/errors'
import { AppError } from './app-error'

/**
 * The text rule of every input (issue 11): no string may hold a NUL character (U+0000) or a lone UTF-16
 * surrogate. PostgreSQL refuses NUL in text and JSON ("invalid byte sequence for encoding UTF8: 0x00",
 * "unsupported Unicode escape sequence") and lone surrogates in JSON; in a text column a lone surrogate
 * would silently become U+FFFD. No form or client has a use for either, so they are refused up front.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const FORBIDDEN = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const FORBIDDEN_TEXT_MESSAGE = 'contains a character that is not allowed'

export const hasForbiddenText = (text: string) => FORBIDDEN.test(text)

/**
 * The dot path ('query.skills.0', like a validation issue's) of the first string or object key holding a
 * forbidden character, anywhere in a parsed JSON value, a query or a form; null when there is none. `root`
 * names a string that is the whole value. Iterative, so a body nested thousands deep cannot overflow the stack.
 */
export function findForbiddenText(value: unknown, root = 'body'): string | null {
  // Each node keeps its key and parent; the dot path is only built for the one reported (a path string per
  // node would grow with the square of the depth).
  type Node = { value: unknown; key: string | null; parent: Node | null }
  const pathOf = (node: Node) => {
    const keys: string[] = []
    for (let n: Node | null = node; n && n.key !== null; n = n.parent) keys.push(n.key)
    return keys.length > 0 ? keys.reverse().join('.') : root
  }
  const stack: Node[] = [{ value, key: null, parent: null }]
  for (let node = stack.pop(); node; node = stack.pop()) {
    const current = node.value
    if (typeof current === 'string') {
      if (hasForbiddenText(current)) return pathOf(node)
    } else if (current !== null && typeof current === 'object') {
      const entries: [string, unknown][] = Array.isArray(current)
        ? current.map((entry, index) => [String(index), entry])
        : Object.entries(current)
      // A field name is input too; it is reported by the object that holds it.
      if (entries.some(([key]) => hasForbiddenText(key))) return pathOf(node)
      // Pushed in reverse so the first offending field (in document order) is the one reported.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, entry] = entries[i] as [string, unknown]
        stack.push({ value: entry, key, parent: node })
      }
    }
  }
  return null
}

/** The VALIDATION_ERROR for a forbidden character at `path`, shaped like a schema's issue. */
export function forbiddenTextError(path: string): AppError {
  return new AppError(ErrorCode.VALIDATION_ERROR, {
    message: `Validation failed: ${path}: ${FORBIDDEN_TEXT_MESSAGE}`,
    details: { issues: [{ path, message: FORBIDDEN_TEXT_MESSAGE }] },
  })
}

/** Throws the VALIDATION_ERROR above when `value` holds a forbidden character anywhere. */
export function rejectForbiddenText(value: unknown, root = 'body'): void {
  const path = findForbiddenText(value, root)
  if (path !== null) throw forbiddenTextError(path)
}
