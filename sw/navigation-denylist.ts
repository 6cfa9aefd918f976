// Paths the server owns. A navigation to one of them must reach the network: an API call or an
// upload answered with index.html would be parsed as garbage, and a missing hashed asset must stay
// a 404 rather than turn into the app shell.
export const NAVIGATION_DENYLIST: readonly RegExp[] = [/^\/api\//, /^\/files\//, /^\/dev\//, /^\/assets\//]

export function isNavigationDenied(pathname: string): boolean {
  return NAVIGATION_DENYLIST.some((re) => re.test(pathname))
}
