// What code under src/ may import. The client is layered, top to bottom:
//   app → features → entities → shared (components, lib, hooks, config) → api
// A file imports its own layer or the layers below it, never one above. Inside a layer:
// - a feature never imports another feature (features meet only in src/app, which composes them);
// - an entity may import another entity (a job card shows its company), since import cycles are refused anyway;
// - shared infrastructure (src/lib, src/hooks, src/config) never imports the generic UI in src/components,
//   while the UI may use the infrastructure;
// - src/api, the contract, imports nothing of ours: it runs in the page, the service worker and Node.
// src/ never imports server/ or sw/, and every folder of src/ belongs to one of these layers.

const LAYER_ORDER = 'app → features → entities → shared → api'

const LAYERS = [
  { name: 'api', rank: 0, folders: ['api'] },
  { name: 'shared', rank: 1, folders: ['components', 'lib', 'hooks', 'config'] },
  { name: 'entities', rank: 2, folders: ['entities'] },
  { name: 'features', rank: 3, folders: ['features'] },
  { name: 'app', rank: 4, folders: ['app'] },
]

/**
 * The layer of a path under src/, with the unit it names in messages: `src/features/jobs` for a feature,
 * `src/entities/job` for an entity, the top folder otherwise. Null for a folder outside every layer.
 */
export function clientLayerOf(file) {
  const [, top, unit] = file.split('/')
  const layer = LAYERS.find((l) => l.folders.includes(top))
  if (!layer) return null
  const perUnit = top === 'features' || top === 'entities'
  return { ...layer, folder: top, unit: perUnit && unit ? `src/${top}/${unit}` : `src/${top}` }
}

/** The rule one import from src/ breaks, or null when it is allowed. `target` is null for a package. */
export function clientRule(fromFile, target) {
  if (!fromFile.startsWith('src/') || !target) return null
  if (target.startsWith('server/') || target.startsWith('sw/')) return 'src/ never imports server/ or sw/'
  if (fromFile.startsWith('src/api/') && !target.startsWith('src/api/'))
    return 'src/api imports nothing of ours'
  if (!target.startsWith('src/')) return null
  // The resume PDF templates also run on the server (see server-rules.mjs), so they take nothing of the client.
  if (
    fromFile.startsWith('src/entities/resume/templates/') &&
    !target.startsWith('src/api/') &&
    !target.startsWith('src/entities/resume/templates/')
  )
    return 'src/entities/resume/templates runs on the server too: it imports only src/api and itself'
  // The document reader and the resume parser also run on the server: the parser reads tidied text.
  for (const [shared, allowed] of [
    ['src/lib/document-text/', ['src/api/', 'src/lib/document-text/']],
    ['src/entities/resume/parse/', ['src/api/', 'src/lib/document-text/', 'src/entities/resume/parse/']],
    // The built-in AI engine scores and explains on the device (offline) and on the server alike.
    ['src/lib/ai-engine/', ['src/api/', 'src/lib/ai-engine/']],
  ])
    if (fromFile.startsWith(shared) && !allowed.some((folder) => target.startsWith(folder)))
      return `${shared.slice(0, -1)} runs on the server too: it imports only ${allowed.map((f) => f.slice(0, -1)).join(', ')}`
  const from = clientLayerOf(fromFile)
  const to = clientLayerOf(target)
  for (const [file, layer] of [
    [fromFile, from],
    [target, to],
  ])
    if (!layer) return `src/${file.split('/')[1]} is in no client layer (${LAYER_ORDER})`
  if (from.rank < to.rank)
    return `${from.unit} may not import ${to.unit}: the client layers run ${LAYER_ORDER}`
  if (from.name === 'features' && to.name === 'features' && from.unit !== to.unit)
    return `${from.unit} may not import ${to.unit}: a feature never imports another feature`
  if (to.folder === 'components' && from.name === 'shared' && from.folder !== 'components')
    return `src/${from.folder} is infrastructure and never imports the UI in src/components`
  return null
}
