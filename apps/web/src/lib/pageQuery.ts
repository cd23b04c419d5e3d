/**
 * A parameter of the page's query string, for a page that is its own entry without the router
 * (signingMain.tsx); '' where there is none, and on the server, which draws such a page the same for
 * every query (its loading state).
 */
export function pageQueryParameter(name: string): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get(name) ?? '';
}
