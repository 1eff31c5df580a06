import { defineConfig } from 'vitest/config';
import path from 'node:path';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.next/**', '.data/**', 'e2e/**'],
    globalSetup: ['./db/test-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // next-auth imports 'next/server' without an extension, which Node's ESM loader refuses: let vite resolve it
    server: { deps: { inline: ['next-auth'] } },
  },
});
