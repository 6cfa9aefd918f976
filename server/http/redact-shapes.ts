/**
 * Redaction by shape: whatever field or message a secret ended up in, a finished log line (JSON text)
 * loses every password hash, JWT, bearer credential, token-carrying URL parameter and failed-query
 * parameter list. No pattern consumes a quote or a backslash, so the line stays valid JSON.
 */

type Rule = { pattern: RegExp; replacement: string }

const RULES: Rule[] = [
  // drizzle's "Failed query: …\nparams: a,b,$argon2id$…" (JSON-escaped newline), up to the end of the
  // string or the stack frames that follow it.
  {
    pattern: /(?:\\n|\n)params: (?:[^"\\\n]|\\(?!n\s*at |ncaused by)[^\n])*/g,
    replacement: ' [query parameters redacted]',
  },
  // PHC strings: $argon2id$v=19$m=19456,t=2,p=1$salt$hash — each $-segment is a k=v list or base64.
  {
    pattern: /\$argon2(?:id|i|d)?(?:\$(?:[a-z]+=[\w+/.-]+(?:,[a-z]+=[\w+/.-]+)*|[A-Za-z0-9+/.]+=*))*/g,
    replacement: '[redacted password hash]',
  },
  { pattern: /\$2[abxy]?\$\d{2}\$[./A-Za-z0-9]{53}/g, replacement: '[redacted password hash]' },
  // A JWT (JWS): three base64url segments, the header starting with {" → eyJ. The signature may be empty.
  { pattern: /eyJ[\w-]+\.[\w-]+\.[\w-]*/g, replacement: '[redacted jwt]' },
  // A bearer credential: "Bearer abc…". (Basic credentials only travel in Authorization, redacted by key;
  // "basic" followed by a word is too common in prose to redact by shape.)
  { pattern: /\b(bearer)\s+[\w.~+/=-]{8,}/gi, replacement: '$1 [redacted]' },
  // URL parameters that carry a credential: ?token=…, &code=…, #access_token=…, &amp;secret=… (reset,
  // confirmation and OAuth links, otpauth:// URIs). Names ending in these words count too (refresh_token).
  {
    pattern:
      /([?&#;][\w.-]*?(?:token|code|secret|password|passwd|otp|signature|sig|apikey|api_key|key|jwt)=)[^&#\s"'<>\\]+/gi,
    replacement: '$1[redacted]',
  },
  // A password in a URL's user info: postgres://app:s3cret@db/…, smtp://user:pass@relay.
  { pattern: /(\/\/[^\s:/@"'\\]+:)[^\s/@"'\\]+@/g, replacement: '$1[redacted]@' },
  // A payment card number typed in groups of four (4242 4242 4242 4242, 4000-0000-0000-0002) or as 15–16
  // plain digits starting like a card (3, 4, 5, 6): whatever field or message it ended up in.
  {
    pattern: /\b[3-6]\d{3}(?:[ -]\d{4}){2}[ -]\d{3,4}\b|\b[3-6]\d{14,15}\b/g,
    replacement: '[redacted card number]',
  },
]

/** Cheap pre-check: a line with none of these cannot match a rule (most request lines). */
const MAYBE_SECRET = /params: |\$argon2|\$2[abxy]?\$|eyJ|bearer|=|@|[3-6]\d{3}[ -]\d{4}|[3-6]\d{14}/i

export function redactSecretShapes(line: string): string {
  if (!MAYBE_SECRET.test(line)) return line
  let out = line
  for (const { pattern, replacement } of RULES) out = out.replace(pattern, replacement)
  return out
}
