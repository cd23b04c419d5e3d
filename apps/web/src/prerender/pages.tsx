import type { ReactElement } from 'react';
import { PayRoot } from '../features/pay/PayRoot';
import { SigningRoot } from '../features/signing/SigningRoot';

/**
 * The pages whose first screen the build draws in advance (prerender.tsx): the pages visits most
 * often start on, which show the same to every visitor. A page that reads its query string (the
 * login page's tab, say) is drawn for its address without one, and the server uses the drawing only
 * when the query is empty; `anyQuery` marks a page that shows the same whatever the query. A page that
 * is an entry of its own rather than a route of the app (`<page>.html`) names the tree its script
 * draws (`root`), which the drawing must match.
 */
export const prerenderedPages: readonly { path: string; anyQuery: boolean; root?: () => ReactElement }[] = [
  { path: '/', anyQuery: false },
  { path: '/Login', anyQuery: false },
  // The signing page's first screen is its loading state, the same for every key.
  { path: '/Signature', anyQuery: true, root: () => <SigningRoot /> },
  // So is an invoice's pay page's.
  { path: '/Invoice', anyQuery: true, root: () => <PayRoot /> },
];

/** What the build writes to dist/prerendered.json for the server: by lower-case path, its HTML by language. */
export type PrerenderedPages = Record<string, { html: Record<string, string>; anyQuery: boolean }>;
