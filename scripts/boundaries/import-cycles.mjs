// No two files import each other, directly or around a ring: a cycle makes load order fragile and the two
// files one tangle that cannot be understood or moved apart.
import { importsOf, resolveSpecifier } from './parse-imports.mjs'

/**
 * The repo files one file imports statically (types included: a cycle of types is a tangle too). A dynamic
 * import() is left out: it loads a chunk later, so it cannot form a load-order cycle.
 */
export function importedFiles(file, source, exists) {
  const out = []
  for (const { specifier, dynamic } of importsOf(source)) {
    const target = dynamic ? null : resolveSpecifier(file, specifier)
    if (!target) continue
    const found = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find(exists)
    if (found) out.push(found)
  }
  return out
}

/** Import cycles in a file graph (Map file → imported files): each strongly connected group of 2+ files. */
export function findCycles(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const cycles = []
  // Iterative Tarjan: the graph has ~1,000 files, deep enough to worry a recursive walk.
  for (const root of graph.keys()) {
    if (index.has(root)) continue
    const work = [[root, 0]]
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, next] = frame
      if (next === 0) {
        index.set(node, counter)
        low.set(node, counter)
        counter++
        stack.push(node)
        onStack.add(node)
      }
      const edges = graph.get(node) ?? []
      if (next < edges.length) {
        frame[1]++
        const target = edges[next]
        if (!index.has(target)) work.push([target, 0])
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)))
      if (low.get(node) === index.get(node)) {
        const group = []
        let member
        do {
          member = stack.pop()
          onStack.delete(member)
          group.push(member)
        } while (member !== node)
        if (group.length > 1) cycles.push(group.sort())
      }
    }
  }
  return cycles
}
