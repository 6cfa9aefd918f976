/**
 * The malformed values the fuzz test puts where valid ones go. Each list is fixed (no randomness): the
 * same run every time, so a failure is reproducible from its message alone.
 */

/** Text the database refuses or would store wrongly: NUL bytes and lone UTF-16 surrogates. */
export const FORBIDDEN_TEXT: readonly string[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  'ok\ud83d',
  '\u0000\ud800',
]

/** Strings that are allowed characters but the wrong size or shape. */
export const ODD_TEXT: readonly string[] = [
  '',
  ' ',
  'x'.repeat(20_000),
  '%00',
  '\\u0000',
  "'; drop table users; --",
  '../../etc/passwd',
  '😀'.repeat(100),
]

/** Numbers beyond an int4 column, negative, fractional or absurd. */
export const BAD_NUMBERS: readonly number[] = [
  2147483648,
  -2147483649,
  1e20,
  -1e20,
  1e308,
  -1,
  0.5,
  Number.MAX_SAFE_INTEGER + 2,
  -0,
]

/** Dates that parse in JavaScript but are beyond any column (or not dates at all). */
export const BAD_DATES: readonly string[] = [
  '+020000-01-01T00:00:00Z',
  '-000001-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '10000-01-01',
  '2024-02-30',
  '1e20',
  '9999-12-31T23:59:59.999Z',
]

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES: readonly unknown[] = [null, true, 0, [], {}, ['x'], { a: 'b' }, 'text']

/** Path ids: not an id, with a NUL, undecodable, absurdly long, a number beyond int8. */
export const BAD_IDS: readonly string[] = [
  '%00',
  'a%00b',
  'not-a-uuid',
  '%ED%A0%80',
  '%F0%9F%98',
  '%ff',
  '00000000-0000-0000-0000-00000000000g',
  '99999999999999999999',
  '-1',
  'x'.repeat(5000),
  '%2e%2e',
  'ABCDEF00-0000-4000-8000-000000000000',
]

/** Query values (already URL-encoded). */
export const BAD_QUERY_VALUES: readonly string[] = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ff',
  '1e20',
  '2147483648',
  '-1',
  '0.5',
  'NaN',
  'Infinity',
  '+020000-01-01',
  '0000-01-01',
  'x'.repeat(3000),
]
