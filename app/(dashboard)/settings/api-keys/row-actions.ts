/**
 * Class strings of the keys table's row actions, in a plain module: the page (a server component)
 * needs them too, and a value exported from a 'use client' module reaches it only as a reference.
 */
// compact, so four fit beside a key at desktop width
export const rowAction = {
  plain: 'inline-flex items-center rounded-md px-2 py-1 text-sm font-medium text-slate-700 hover:bg-slate-100',
  danger: 'inline-flex items-center rounded-md px-2 py-1 text-sm font-medium text-red-700 hover:bg-red-50',
} as const;
