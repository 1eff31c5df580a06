/**
 * Caches of the facts layer's readings of single lines and entries, for one analysis: the report
 * reads its CV again for every improvement action it weighs, each time with a line or two
 * edited, and a reading then pays only for what the edit changed. Keyed by text,
 * so one memo serves every version of one CV; never shared across analyses.
 */
import type { SectionType } from '../types';
import type { RoleShape } from './role-shape';
import type { PrintedPeriod } from './traces';

export interface FactsMemo {
  /** the date ranges printed in a segment, by reference month and segment */
  periods: Map<string, PrintedPeriod[]>;
  /** the section a segment or its inline label names as a heading */
  headings: Map<string, SectionType | null>;
  /** an experience entry's shape, by the fields it is read from */
  roleShapes: Map<string, RoleShape>;
}

export const createFactsMemo = (): FactsMemo => ({ periods: new Map(), headings: new Map(), roleShapes: new Map() });
