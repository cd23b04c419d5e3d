/**
 * The signed-in app's pages (apps/web's routes behind sign-in, each a path prefix), the signing page
 * and an invoice's pay page (`/Pay` also covers the local card page, `/PayByCard`): nothing a crawler can read, and their addresses carry ids and keys.
 */
const privatePages = [
  '/api/',
  '/Signature',
  '/Invoice',
  '/MyProjects',
  '/Project',
  '/MyContacts',
  '/MyProfile',
  '/PersonalInfo',
  '/Settings',
  '/ConfirmAlternateEmail',
  '/Subscription',
  '/Success',
  '/Cancel',
  '/Pay',
  '/UploadFile',
  '/ContractTemplate',
  '/MakeClientContract',
  '/MakeSubContract',
  '/EditClientContract',
  '/EditSubContract',
  '/InnerBlog',
  '/HowToUse',
  '/Unsubscribe',
  '/C/',
  '/dev/',
];

/** The public pages worth a crawler's visit, as the site's own links spell them. */
const publicPages = ['/$', '/Blog', '/HowWeWork', '/eula'];

/** robots.txt: the public pages allowed, the app's disallowed, and the sitemap's absolute address. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...publicPages.map((page) => `Allow: ${page}`),
    ...privatePages.map((page) => `Disallow: ${page}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * A path that names a file rather than a page: a last segment with an extension (a built file would
 * have been served before this point, so this one does not exist: /favicon.ico, /wp-login.php) or
 * anything under /.well-known/. Answering those with the app's HTML and 200 tells scanners and
 * browsers that a file exists.
 */
export function isFileLikePath(pathname: string): boolean {
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return /^\/\.well-known(\/|$)/i.test(pathname) || /\.[a-z0-9]{1,10}$/i.test(lastSegment);
}
