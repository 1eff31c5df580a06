import Link from 'next/link';
import { Logo } from '@/components/logo';
import { ThemeSwitch } from '@/components/theme-switch';

export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-12">
      <header className="mb-8 flex w-full max-w-md items-center justify-between">
        <Link href="/" className="rounded-md" aria-label="cvlens home">
          <Logo />
        </Link>
        <ThemeSwitch />
      </header>
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</main>
    </div>
  );
}
