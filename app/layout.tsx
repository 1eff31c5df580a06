import type { Metadata } from 'next';
import './globals.css';

// Every page is rendered per request: the Content-Security-Policy nonce (proxy.ts) changes each
// time, and a page prerendered at build time would carry scripts without it.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'cvlens', template: '%s · cvlens' },
  description: 'Resume (CV) analysis API: scores, keywords, rewrites, interview questions, skill gaps and improved CVs.',
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
