/**
 * National pay scales that replace the wage model for roles paid on one (teachers and nurses in
 * IE, FR, ES and DE, NHS nurses in GB): read by hand from the published scale, rounded, allowances excluded.
 * The statistics-based estimate (build/build-wages.ts) is far off for these: it put Irish
 * teachers below the first point of their scale, and nurses in France, Spain and Germany 30–50%
 * above theirs (the model carries the US premium of nursing over the mean, which public scales
 * in Europe do not pay).
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
    FR: {
      bands: { entry: [29000, 32000], mid: [31000, 37000], senior: [36000, 45000], lead: [43000, 52000], executive: [50000, 65000] },
      source:
        'French Éducation nationale grid for professeurs des écoles and certifiés, 2024, approximate (≈ €2,450 gross a month at the start, with the prime d\'attractivité, to ≈ €4,100 at the top of the hors classe): index pay and prime d\'attractivité only, ISAE/ISOE and overtime excluded; lead = hors classe / classe exceptionnelle, executive = head of school; rounded',
    },
    ES: {
      bands: { entry: [30000, 35000], mid: [33000, 38000], senior: [37000, 43000], lead: [41000, 48000], executive: [45000, 55000] },
      source:
        'Spanish public-school teachers, 2024, approximate: maestros (subgrupo A2) and profesores de secundaria (A1), sueldo base, complementos de destino and específico, trienios and sexenios, in 14 payments (≈ €30k–€45k a year, varying by comunidad autónoma); executive = director/a; rounded',
    },
    DE: {
      bands: { entry: [52000, 58000], mid: [56000, 63000], senior: [61000, 70000], lead: [66000, 78000], executive: [72000, 90000] },
      source:
        'German civil-servant pay (Besoldung) for teachers, 2024, approximate: A13 (A12 for primary teachers in some Länder) ≈ €4,400–€6,000 gross a month across the Länder, × 12, family allowances and annual bonus excluded; lead = A14–A15, executive = head of school (A15–A16); employed teachers (TV-L E13) are paid on a similar gross scale; rounded, varies by Land',
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
    FR: {
      bands: { entry: [26000, 29000], mid: [28000, 33000], senior: [32000, 39000], lead: [38000, 48000], executive: [45000, 60000] },
      source:
        'French public-hospital grid (fonction publique hospitalière) for infirmiers en soins généraux (IDE, catégorie A), 2024, approximate: index pay at ≈ €4.92 a month per index point plus the Ségur CTI, ≈ €26k at the first step to ≈ €39k at the top of the 2nd grade; primes, night and Sunday pay excluded; lead = cadre de santé, executive = cadre supérieur de santé / directeur des soins; rounded',
    },
    ES: {
      bands: { entry: [26000, 30000], mid: [28000, 33000], senior: [31000, 37000], lead: [35000, 42000], executive: [42000, 58000] },
      source:
        'Spanish public health services (SNS), enfermero/a, subgrupo A2, 2024, approximate: sueldo base, complementos de destino and específico and pagas extra, ≈ €27k–€35k a year varying by comunidad autónoma, plus trienios for senior; night shifts and guardias excluded; lead = supervisor/a de unidad, executive = dirección de enfermería; rounded',
    },
    DE: {
      bands: { entry: [40000, 44000], mid: [43000, 48000], senior: [46000, 53000], lead: [50000, 62000], executive: [62000, 85000] },
      source:
        'German TVöD-P (Pflege) table from March 2024, approximate: P7 for a registered nurse (Pflegefachkraft) ≈ €3,400–€4,100 gross a month, P8–P9 with a specialist qualification, × 12, annual bonus and shift allowances excluded; lead = Stationsleitung (about P9–P12), executive = Pflegedienstleitung; TV-L Pflege (Länder hospitals) is close; rounded',
    },
  },
};

