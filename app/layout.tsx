import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { readTheme } from '@/components/theme';
import './globals.css';

// Every page is rendered per request: the Content-Security-Policy nonce (proxy.ts) changes each
// time, and a page prerendered at build time would carry scripts without it.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: { default: 'cvlens', template: '%s · cvlens' },
  description: 'Resume (CV) analysis API: scores, keywords, rewrites, interview questions, skill gaps and improved CVs.',
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // the theme chosen with the toggle; without one, CSS follows the system setting
  const theme = readTheme((await cookies()).get('theme')?.value);
  return (
    <html lang="en" data-theme={theme === 'system' ? undefined : theme}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
