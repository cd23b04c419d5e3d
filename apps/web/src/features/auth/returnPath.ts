/** The login page's query parameter naming the page to open after sign-in. */
export const returnParam = 'next';

/** Where the page asked for waits while the browser is away at Google or Apple (this tab only). */
const externalReturnKey = 'tradepact.returnPath';

/**
 * A path of this app to open after sign-in, or null. Only a relative path that stays on this origin
 * is kept (no open redirect: `//host`, `/\host`, schemes and anything the URL parser moves to another
 * host are refused), and never the login page itself.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(raw, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin || /^\/+login\/?$/i.test(url.pathname)) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser drops tabs and newlines: what it kept must be what was asked for.
  return path.startsWith('//') ? null : path;
}

/** /login with the page to come back to. */
export function signInPathFor(location: { pathname: string; search: string; hash: string }): string {
  const path = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return path ? `/login?${new URLSearchParams({ [returnParam]: path }).toString()}` : '/login';
}

/** Before leaving for an external sign-in: its callback comes back to /login without our query. */
export function rememberExternalReturn(path: string | null): void {
  try {
    if (path) window.sessionStorage.setItem(externalReturnKey, path);
    else window.sessionStorage.removeItem(externalReturnKey);
  } catch {
    // Storage refused (private mode): the user lands on the default page.
  }
}

/** The path remembered before an external sign-in, read once. */
export function takeExternalReturn(): string | null {
  try {
    const path = window.sessionStorage.getItem(externalReturnKey);
    window.sessionStorage.removeItem(externalReturnKey);
    return safeReturnPath(path);
  } catch {
    return null;
  }
}
