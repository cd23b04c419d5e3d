import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStylesPerComponent } from './vite-plugins/mantineStylesPerComponent';

const productNamePlaceholder = /__PRODUCT_NAME__/g;

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * In production the API server writes the configured PRODUCT_NAME into index.html when it serves it.
 * In development Vite serves index.html itself, so this plugin does the same substitution.
 */
function productNameInDev(): Plugin {
  return {
    name: 'tradepact:product-name',
    apply: 'serve',
    transformIndexHtml(html) {
      const name = process.env.PRODUCT_NAME?.trim() || 'Tradepact';
      const escaped = name.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
      return html.replace(productNamePlaceholder, escaped);
    },
  };
}

/**
 * Pages that are an entry of their own rather than a route of the app: `<page>.html` beside
 * index.html, served for the path `/<page>` (the API server does the same: apps/server/src/http/spa.ts).
 * The signing page and an invoice's pay page are: a client opening one downloads neither the router
 * nor the other pages.
 */
const pageEntries = ['signature', 'invoice'];

/** In development Vite answers index.html for every path; a page entry's path answers its own HTML. */
function pageEntriesInDev(): Plugin {
  return {
    name: 'tradepact:page-entries',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [pathPart = '', query] = (request.url ?? '').split('?', 2);
        const page = pathPart.slice(1).toLowerCase().replace(/\/+$/, '');
        if (pageEntries.includes(page)) request.url = `/${page}.html${query ? `?${query}` : ''}`;
        next();
      });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
/** Text assets worth compressing; fonts and images are compressed already. */
const compressible = /\.(js|css|svg|json)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each built text asset of 1 KB or more, at the
 * highest levels: done once here, the server sends them as they are (@fastify/static preCompressed).
 */
function precompress(): Plugin {
  return {
    name: 'tradepact:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => compressible.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (content.length < 1024) return;
          const target = path.join(outDir, file.fileName);
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          };
          await writeFile(`${target}.br`, await brotli(content, { params }));
          await writeFile(`${target}.gz`, await gzipped(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The browser asks for a web font only once text needing it is laid out, after the scripts ran; the
 * Latin one is needed on every page, so index.html asks for it at once and the text is not held up.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'tradepact:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        const attrs = { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: true };
        return [{ tag: 'link', attrs, injectTo: 'head' }];
      },
    },
  };
}

/** The modules the router loads for the home page, the page most visits start on. */
const homePageRoutes = ['src/app/layouts/PublicLayout.tsx', 'src/features/home/HomePage.tsx'];

/**
 * Rolldown splits code by which lazy routes use it, so the home page's share of the components it has
 * in common with the signed-in pages arrived in some 30 small files: each costs a request and
 * compresses alone. Collects the app's modules the home page's routes import (not the routes
 * themselves, which stay lazy entries the server names in its first-page hints), for the `public`
 * chunk below; the chunk takes the packages they use with them.
 */
function homePageModules(): { plugin: Plugin; has: (id: string) => boolean } {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: 'tradepact:home-page-modules',
    apply: 'build',
    buildEnd() {
      const appSource = path.join(import.meta.dirname, 'src') + path.sep;
      const ids = [...this.getModuleIds()];
      const roots = homePageRoutes.map((route) => {
        const id = ids.find((candidate) => candidate.endsWith(route));
        if (!id) this.error(`${route} is not in the build: update homePageRoutes`);
        return id;
      });
      // Only the app's own files: through a package's index every module of the package is reached;
      // the chunk below takes the ones these files really use.
      const pending = roots.flatMap((root) => this.getModuleInfo(root)?.importedIds ?? []);
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (found.has(id) || !id.startsWith(appSource) || roots.includes(id)) continue;
        found.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id) => found.has(id) };
}

const homePage = homePageModules();

/**
 * The modules each entry's script imports statically, followed through packages: what it loads before
 * it runs. Known at the end of the build's module graph, for the chunk groups below.
 */
function initialModules(): { plugin: Plugin; of: (entry: string) => (id: string) => boolean } {
  const byEntry = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'tradepact:initial-modules',
    apply: 'build',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info?.isEntry) continue;
        const found = new Set<string>();
        const pending = [id];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (found.has(next)) continue;
          found.add(next);
          pending.push(...(this.getModuleInfo(next)?.importedIds ?? []));
        }
        byEntry.set(path.basename(id, path.extname(id)), found);
      }
    },
  };
  return { plugin, of: (entry) => (id) => byEntry.get(entry)?.has(id) ?? false };
}

const initial = initialModules();
const appGraph = initial.of('index');
const signingGraph = initial.of('signature');
const payGraph = initial.of('invoice');
const webDirectory = import.meta.dirname + path.sep;
const isOwnFile = (id: string) =>
  id.startsWith(webDirectory) && !id.includes(`${path.sep}node_modules${path.sep}`);

/**
 * A module the signing page's or the pay page's script loads before it runs that the app's may load
 * too. A package's index reaches all of the package, so the graphs hold every module of a package any
 * uses: the `$initial` tag of the group keeps only what is loaded at once, by any entry, so what these
 * pages load at once from a package every page downloads (the pay page loads its ways to pay and its
 * dialogs apart for that). The app's own files are told apart exactly, but for those the home page
 * shares with these pages (the logo, the language switch): in the home page's group, these pages
 * would download it, and through it the router.
 */
const loadedByBothEntries = (id: string) =>
  (signingGraph(id) || payGraph(id)) && (!isOwnFile(id) || appGraph(id) || homePage.has(id));

/**
 * `vite build --ssr` builds the prerender entry (src/prerender) for Node, where the build draws the
 * first pages' HTML; it needs none of the browser build's plugins or chunking.
 */
const prerenderBuild: UserConfig = {
  plugins: [react()],
  build: {
    outDir: 'prerender-dist',
    emptyOutDir: true,
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? prerenderBuild
    : {
        plugins: [
          react(),
          mantineStylesPerComponent(),
          productNameInDev(),
          pageEntriesInDev(),
          precompress(),
          preloadLatinFont(),
          homePage.plugin,
          initial.plugin,
        ],
        server: {
          port: 3000,
          strictPort: true,
          // The API server listens on 3001 in development.
          proxy: { '/api': { target: 'http://localhost:3001' } },
        },
        preview: { port: 3000, strictPort: true },
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          // The manifest tells the server which files a first page needs, to announce them in index.html.
          manifest: true,
          rolldownOptions: {
            input: Object.fromEntries(
              ['index', ...pageEntries].map((name) => [name, path.join(import.meta.dirname, `${name}.html`)]),
            ),
            output: {
              codeSplitting: {
                groups: [
                  // What the app's and the public pages' entries load before they run (React, Mantine,
                  // i18next, TanStack Query, the providers and the words' loader), in one file.
                  { name: 'framework', tags: ['$initial'], test: loadedByBothEntries, priority: 3 },
                  // The rest of what index.html's script loads before it runs (the router, the route
                  // table), in one file, which the signing and pay pages do not download.
                  { name: 'entry', tags: ['$initial'], test: appGraph, priority: 2 },
                  // What the public pages share: the home page's modules and the packages they use.
                  { name: 'public', test: homePage.has, priority: 1 },
                ],
              },
            },
          },
        },
      },
);
