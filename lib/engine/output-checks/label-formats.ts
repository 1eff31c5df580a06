/**
 * The label files' formats, declared once; ./labelled-files.ts reads them (../shared/corpus/*\/labels.json
 * and the layout fixtures' labels.json) for both the output checks and `npm run eval`.
 */

/** OfflineCV's label format (its corpus's labels.json); the layout fixtures use it too. */
export interface OfflineCvRecord {
  file: string;
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  country?: string;
  jobs?: { company: string; title: string; start?: string; end?: string; dates?: string }[];
  /** a qualification printed without its school ("Level 2 Award in Allergen Awareness, 2022") has no institution */
  education?: { institution?: string; degree?: string }[];
  skills?: string[];
  /** fields one parser gets wrong; the label itself is right */
  known_wrong?: string[];
}

/** dotin-train's silver entity labels, in reading order. */
export interface DotinRecord {
  file: string;
  name?: string;
  email?: string;
  location?: string;
  companies: string[];
  designations: string[];
  colleges: string[];
  degrees: string[];
  skills: string[];
}
