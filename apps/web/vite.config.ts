import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server (apps/server, port 3000) answers these paths; the SPA serves the rest.
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget },
  '/trpc': { target: apiTarget },
  '/sw.js': { target: apiTarget },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
