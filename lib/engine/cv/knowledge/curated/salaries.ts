/**
 * National pay scales that replace the wage model for roles paid on one (teachers and nurses in
 * IE, NHS nurses in GB): read by hand from the published scale, rounded, allowances excluded.
 * The statistics-based estimate (build/build-wages.ts) is far off for these: it put Irish
 * teachers below the first point of their scale.
 */
import type { ExperienceLevel } from '../types';

export interface PayScale {
  /** [min, max] in local currency per level, in the order entry, mid, senior, lead, executive */
  bands: Readonly<Record<ExperienceLevel, readonly [number, number]>>;
  source: string;
}

/**
 * role id → country → bands read from a national pay scale (approximate, rounded, basic pay
 * only). Levels map onto scale points / grades as noted in each source.
 */
export const PAY_SCALE_BANDS: Readonly<Record<string, Readonly<Record<string, PayScale>>>> = {
  teacher: {
    IE: {
      bands: { entry: [41000, 46000], mid: [45000, 53000], senior: [51000, 64000], lead: [62000, 82000], executive: [75000, 105000] },
      source: 'Irish Department of Education common basic salary scale for teachers, 2024 (≈ €41k at point 1 to ≈ €82k at the top; executive = principal/deputy with allowance), approximate',
    },
  },
  'registered-nurse': {
    IE: {
      bands: { entry: [35000, 40000], mid: [38000, 46000], senior: [44000, 53000], lead: [51000, 65000], executive: [70000, 105000] },
      source: 'HSE consolidated salary scales 2024: staff nurse (≈ €36k–€51k), clinical nurse manager 1–3 for lead, director of nursing for executive, approximate',
    },
    GB: {
      bands: { entry: [29900, 32600], mid: [31000, 36500], senior: [37300, 45000], lead: [46100, 52800], executive: [53800, 84000] },
      source: 'NHS Agenda for Change pay scales 2024/25: Band 5 entry/mid, Band 6 senior, Band 7 lead, Band 8a–8c executive',
    },
  },
};

