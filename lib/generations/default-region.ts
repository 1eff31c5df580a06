import { REGIONS } from '../engine/render/regions';
import type { ParsedCv } from '../engine/cv/types';

const isRegionCode = (c: string | null | undefined): c is string => !!c && (REGIONS as readonly string[]).includes(c);

/** The CV's own country when we have conventions for it, else US. */
export const defaultRegion = (cv: ParsedCv) => (isRegionCode(cv.contact.country) ? cv.contact.country : 'US');
