import type { ParsedCv } from './types';

/**
 * The role a CV is measured against when the request names none: its latest job title, else
 * nothing (relevance is then not measured rather than scored against a made-up title).
 */
export const defaultTargetRole = (cv: ParsedCv) => cv.experience.find((e) => e.title)?.title ?? '';
