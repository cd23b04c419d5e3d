/**
 * The header every request of this product's pages carries, OWASP's "custom request header" defence
 * against cross-site request forgery: a page of another site cannot add it to a request without the
 * server's CORS consent, which this server never gives. A state-changing request signed in by the
 * access cookie alone must carry it (or an Origin of this site).
 */
export const requestedWithHeader = { name: 'X-Requested-With', value: 'tradepact' } as const;
