import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react(), productNameInDev(), precompress(), preloadLatinFont()],
  server: {
    port: 3000,
    strictPort: true,
    // The API server listens on 3001 in development.
    proxy: { '/api': { target: 'http://localhost:3001' } },
  },
  preview: { port: 3000, strictPort: true },
  // The manifest tells the server which files a first page needs, to announce them in index.html.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
