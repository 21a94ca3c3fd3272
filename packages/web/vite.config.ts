import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/** Libraries every page needs stay in their own long-cached chunks; pages are split by React.lazy. */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_GROUPS } } },
  },
});
