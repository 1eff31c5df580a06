import { cookies } from 'next/headers';
import { readTheme } from './theme';
import { ThemeToggle } from './theme-toggle';

/** The theme toggle, starting from the cookie the server saw. */
export async function ThemeSwitch() {
  return <ThemeToggle initial={readTheme((await cookies()).get('theme')?.value)} />;
}
