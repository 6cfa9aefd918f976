import { sql, type SQL } from 'drizzle-orm'

/**
 * Accent-insensitive matching without the `unaccent` extension (PGlite does not ship it): text is folded
 * the same way in JavaScript (the search words) and in SQL (the columns) — lower case, accents dropped —
 * so "jose" finds "José" and "JOSÉ" finds "jose" on PGlite and PostgreSQL alike.
 */

/** Letters that carry no combining mark in Unicode, so NFD cannot strip them. */
const STANDALONE: Record<string, string> = { ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', đ: 'd', Đ: 'd', ı: 'i' }

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øØłŁđĐı]/g, (char) => STANDALONE[char] ?? char)
    .toLowerCase()
}

/**
 * translate()'s two alphabets: every Latin-1 and Latin Extended-A letter that folds to one other ASCII
 * letter. SQL's lower() only lower-cases non-ASCII letters in some collations, so upper-case accented
 * letters are mapped straight to their lower-case base here.
 */
function foldAlphabets(): { from: string; to: string } {
  let from = ''
  let to = ''
  for (let code = 0xc0; code <= 0x17f; code++) {
    const char = String.fromCharCode(code)
    const folded = foldText(char)
    if (folded.length === 1 && /[a-z]/.test(folded) && folded !== char) {
      from += char
      to += folded
    }
  }
  return { from, to }
}

const ALPHABETS = foldAlphabets()

/** The SQL twin of foldText for a column or expression. */
export function foldSql(expression: SQL): SQL {
  return sql`translate(lower(${expression}), ${ALPHABETS.from}, ${ALPHABETS.to})`
}

/** `%text%` for LIKE with the caller's own % _ \ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
