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

export default defineConfig({
  plugins: [react(), productNameInDev()],
  server: {
    port: 3000,
    strictPort: true,
    // The API server listens on 3001 in development.
    proxy: { '/api': { target: 'http://localhost:3001' } },
  },
  preview: { port: 3000, strictPort: true },
  build: { outDir: 'dist', emptyOutDir: true },
});
