/**
 * "Austin, TX", "Seattle, Washington", "ny" → a state of the wage data (50 states, DC and three territories).
 * The last comma part is read first ("Kansas City, Missouri" is Missouri). A two-letter code counts when it is
 * a comma part of its own or written in capitals ("Austin TX"), so "in" or "or" inside a sentence never does.
 */
export function findState(
  location: string,
  states: Record<string, { name: string }>,
): { code: string; name: string } | null {
  const byName = Object.entries(states)
    .map(([code, { name }]) => ({ code, name, lower: name.toLowerCase() }))
    .sort((a, b) => b.lower.length - a.lower.length)
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .reverse()
  for (const part of parts) {
    const upper = part.toUpperCase()
    if (/^[A-Za-z]{2}$/.test(part) && states[upper]) return { code: upper, name: states[upper].name }
    for (const word of part.split(/[^A-Za-z]+/)) {
      if (/^[A-Z]{2}$/.test(word) && states[word]) return { code: word, name: states[word].name }
    }
    const lower = ` ${part.toLowerCase().replace(/[^a-z]+/g, ' ')} `
    const named = byName.find((state) => lower.includes(` ${state.lower} `))
    if (named) return { code: named.code, name: named.name }
  }
  return null
}
