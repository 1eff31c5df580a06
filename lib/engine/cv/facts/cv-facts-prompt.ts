import type { ExperienceEntry, ParsedCv } from '../types';

/**
 * The CV's own facts as an enrichment prompt states them, the only facts the model may use: the
 * summary, each role with its bullets, the listed skills and certifications, with the prompt's
 * own lines before (`before`) and after (`after`) them. `dates` says how a role's dates read.
 */
export function cvFactsPrompt(parsed: ParsedCv, o: { dates: (entry: ExperienceEntry) => string; before?: string[]; after?: string[] }): string[] {
  const roles = parsed.experience
    .map((e) => `- ${[e.title, e.employer, o.dates(e)].filter(Boolean).join(' | ')}\n${e.bullets.map((b) => `    • ${b}`).join('\n')}`)
    .join('\n');
  return [
    'CV FACTS',
    ...(o.before ?? []),
    `Summary: ${parsed.summary ?? '(none)'}`,
    `Experience:\n${roles || '(none)'}`,
    `Skills: ${parsed.listedSkills.join(', ') || '(none)'}`,
    `Certifications: ${parsed.certifications.join(', ') || '(none)'}`,
    ...(o.after ?? []),
  ];
}
