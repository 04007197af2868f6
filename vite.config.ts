import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompressPlugin } from './src/server/web/precompress-assets';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompressPlugin()],
  resolve: {
    alias: [
      { find: /^#domain\/(.*)$/, replacement: `${src('domain')}/$1` },
      { find: /^#web\/(.*)$/, replacement: `${src('web')}/$1` },
    ],
  },
  build: { outDir: '../../dist/web', emptyOutDir: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
