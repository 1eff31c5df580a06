import Link from 'next/link';
import { Logo } from './logo';
import { ThemeSwitch } from './theme-switch';
import { buttonStyles } from './ui/button-styles';

/** The public pages' top bar (landing page, API reference). */
export function SiteHeader({ signedIn }: { signedIn: boolean }) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6 lg:px-8">
        <Link href="/" className="rounded-md" aria-label="cvlens home">
          <Logo />
        </Link>
        <nav aria-label="Site" className="flex items-center gap-1 whitespace-nowrap text-sm sm:gap-2">
          {/* on phones the toggle is on the sign-in pages and in the dashboard's menu: the bar has no room */}
          <span className="hidden sm:inline">
            <ThemeSwitch />
          </span>
          <Link href="/docs" className={buttonStyles.ghost}>
            <span className="sm:hidden">Docs</span>
            <span className="hidden sm:inline">API reference</span>
          </Link>
          {signedIn ? (
            <Link href="/dashboard" className={buttonStyles.primary}>Dashboard</Link>
          ) : (
            <>
              {/* a wrapper: the button's own inline-flex would beat `hidden` on the link */}
              <span className="hidden sm:inline">
                <Link href="/sign-in" className={buttonStyles.ghost}>Sign in</Link>
              </span>
              <Link href="/sign-up" className={buttonStyles.primary}>
                <span className="sm:hidden">Sign up</span>
                <span className="hidden sm:inline">Get an API key</span>
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
