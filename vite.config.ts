import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './src/server/spa/precompress-assets.js';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

/**
 * Every `import … from 'sonner'` in the app gets lib/lazy-toast.ts, which loads sonner with the first toast;
 * only that module and the toast outlet import the real package. Tests (vitest.config.ts) keep the real one.
 */
function lazySonner() {
  const shim = src('web/lib/lazy-toast.ts');
  const realImporters = new Set([shim, src('web/components/ui/toaster.tsx')]);
  return {
    name: 'scoutline-lazy-sonner',
    enforce: 'pre' as const,
    resolveId(id: string, importer?: string) {
      if (id === 'sonner' && importer && !realImporters.has(importer.split('?')[0]!)) return shim;
      return null;
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [lazySonner(), react(), tailwindcss(), precompressPlugin()],
  resolve: {
    alias: [
      { find: /^#domain\/(.*)$/, replacement: `${src('domain')}/$1` },
      { find: /^#web\/(.*)$/, replacement: `${src('web')}/$1` },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Each page is its own chunk (web/app/routes/pages.ts). The libraries the shell needs on every page share one
    // long-cached vendor chunk; small chunks shared by a few pages are copied into them instead of each being its
    // own request (a first /auth load: 5 scripts instead of 33). Measured by `npm run bench:web`.
    // No preload helper and dependency map in every chunk (~1 kB gzip on the sign-in page): most shared code is
    // copied into the chunks that use it (below), so a lazy page has few static imports left to discover.
    modulePreload: false,
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // The bundler's runtime, Vite's preload helper and lib/cn.ts (which loads tailwind-merge) ride with the
          // vendor chunk: on their own they were two more requests of every first load, ~0.7 kB of headers each.
          groups: [
            {
              name: 'vendor',
              test: /node_modules|rolldown[\\/]runtime|rolldown:runtime|vite[\\/]preload-helper|src[\\/]web[\\/]lib[\\/]cn\.ts/,
              tags: ['$initial'],
            },
            // What every page but /auth loads first (decision 033): the query library and tailwind-merge, as one
            // chunk rather than the three or four pieces the automatic split made of them.
            {
              name: 'data-libs',
              test: /node_modules[\\/](@tanstack[\\/](query-core|react-query)|tailwind-merge)[\\/]/,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 32768 },
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
