'use client';
import { useState } from 'react';

import type { Theme } from './theme';
const NEXT: Record<Theme, Theme> = { system: 'light', light: 'dark', dark: 'system' };
const LABEL: Record<Theme, string> = { system: 'Theme: system', light: 'Theme: light', dark: 'Theme: dark' };
const ICON: Record<Theme, string> = { system: '◐', light: '☀', dark: '☾' };

/**
 * Light, dark or the system's setting (the default). Kept in a cookie so the server renders the
 * chosen theme on <html> from the first byte (no flash, no inline script under the CSP).
 */
export function ThemeToggle({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState<Theme>(initial);
  return (
    <button
      type="button"
      className="inline-flex h-8 min-w-8 items-center justify-center rounded-md text-base text-slate-700 hover:bg-slate-100"
      aria-label={`${LABEL[theme]} (switch)`}
      title={`${LABEL[theme]}: switch between the system's setting, light and dark`}
      onClick={() => {
        const next = NEXT[theme];
        setTheme(next);
        if (next === 'system') delete document.documentElement.dataset.theme;
        else document.documentElement.dataset.theme = next;
        document.cookie = `theme=${next}; path=/; max-age=31536000; samesite=lax`;
      }}
    >
      <span aria-hidden="true">{ICON[theme]}</span>
    </button>
  );
}
