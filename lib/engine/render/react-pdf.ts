/**
 * Loads @react-pdf/renderer with a dynamic import. The package is ESM-only (its exports have no
 * "require" condition), and files in this repository run as CommonJS under tsx (bench, CLI), where
 * a static import becomes a require() that fails; import() works under tsx, vitest and Next alike.
 */
export type ReactPdf = typeof import('@react-pdf/renderer');

let loading: Promise<ReactPdf> | null = null;

export function loadReactPdf(): Promise<ReactPdf> {
  loading ??= import('@react-pdf/renderer');
  return loading;
}
