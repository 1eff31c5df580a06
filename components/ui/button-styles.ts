/** Button looks as class strings, so links, submit buttons and client buttons match. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-3.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand-600 text-white shadow-sm hover:bg-brand-700`,
  secondary: `${base} border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50`,
  danger: `${base} bg-red-600 text-white shadow-sm hover:bg-red-700`,
  ghost: `${base} text-slate-700 hover:bg-slate-100`,
  dangerGhost: `${base} text-red-700 hover:bg-red-50`,
} as const;

export type ButtonVariant = keyof typeof buttonStyles;

/** A link inside a sentence or beside text: underlined, so it is told apart by more than its colour. */
export const inlineLink = 'text-brand-700 underline underline-offset-2 hover:decoration-2';
