import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Three pages: the demo (precompiled Hadaf CSS + the app's own Tailwind), the same components with one
    // stylesheet built by the app's Tailwind, and the smallest page the size budget measures.
    rollupOptions: { input: { index: 'index.html', 'one-sheet': 'one-sheet.html', budget: 'budget.html' } },
    manifest: true,
  },
});
