// Written by scripts/api-routes.mjs from the API table: do not edit, run `npm run api-routes -w @tradepact/shared`.
import type { blogApi as table } from '../index.js';

export const blogApi = {
  sitePage: { method: 'POST', path: '/api/site/readarticlepage' },
  siteRead: { method: 'GET', path: '/api/site/readarticle' },
  siteRecent: { method: 'GET', path: '/api/site/readarticlerecent' },
  appPage: { method: 'POST', path: '/api/app/blog/readpage' },
  appRead: { method: 'GET', path: '/api/app/blog/read' },
  appRecent: { method: 'GET', path: '/api/app/blog/readrecent' },
} as unknown as typeof table;
