/**
 * Presence of one thing on the CV: read as a field, seen as a trace only (the parser could not
 * read it as a field, yet it is on the page), or absent. "unknown" is absence the engine cannot
 * vouch for (the layout was not read with confidence): no output states it.
 */
export type Presence = 'present' | 'trace' | 'absent' | 'unknown';

/** true when the CV shows it, as a field or as a trace */
export const shown = (p: Presence) => p === 'present' || p === 'trace';

/**
 * The presence of a thing from the parse, its trace on the page and whether absence can be
 * vouched for: the only place where "absent" is decided.
 */
export function presenceOf(parsed: boolean, trace: boolean | (() => boolean), confident: boolean): Presence {
  if (parsed) return 'present';
  // a trace costs a pass over the text: looked for only when the parse lacks the thing
  if (typeof trace === 'function' ? trace() : trace) return 'trace';
  return confident ? 'absent' : 'unknown';
}
