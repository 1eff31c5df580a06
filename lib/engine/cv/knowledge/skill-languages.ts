import { SKILL_TRANSLATIONS } from './curated/skill-translations';

/**
 * The languages whose skill phrases the lexicon reads: English, and those the curated
 * translations cover. In a CV written in another (Italian, say: "Gestione degli inventari"),
 * a skill not found may well be there in words the lexicon does not know.
 */
const SKILL_LANGUAGES: ReadonlySet<string> = new Set(['en', ...Object.values(SKILL_TRANSLATIONS).flatMap((labels) => Object.keys(labels))]);

export const readsSkillsIn = (language: string | null | undefined) => SKILL_LANGUAGES.has((language ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en');
