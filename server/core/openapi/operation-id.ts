/** `post /api/Job/{id}/save` → `postJobByIdSave`: unique per method and path, stable across builds. */
export function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment)?.[1]
      return param
        ? `By${capitalise(param)}`
        : segment
            .split(/[^A-Za-z0-9]+/)
            .map(capitalise)
            .join('')
    })
  return `${method}${words.join('')}`
}

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}
