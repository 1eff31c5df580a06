import { FALSE_SKILL_NAMES } from '../../lib/engine/cv/knowledge/testing/false-skills';
import { skillKey } from '../normalise';
import type { Check, Measure } from '../types';

const FALSE = new Set(FALSE_SKILL_NAMES.map(skillKey));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** the spelling as a whole word, with its casing ("Go", not "go") */
const wordIn = (line: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}+#])`, 'u').test(line);
const keyWords = (key: string) => ` ${key} `;

/**
 * False skills: hard skills the report credits the CV with that are a company, platform or
 * common-noun name (knowledge/testing/false-skills.ts) or come from an employer's own name, and
 * that neither the labels nor the text support. The fixtures' labels list the skills section
 * only, so a listed name also counts as support when a line of the CV names it beside another
 * skill of the report or the labels ("mit SQL und Excel"); an employer-derived name counts when
 * the CV has the word only inside employer names.
 */
export const falseSkillsCheck: Check = {
  name: 'false skills',
  describe:
    'false skills: hard skills of the report (keywords.hard_skills) on the ambiguous list (LinkedIn, Facebook, Epic, Slack, Teams, Go, R, C, Swift, ' +
    'Blueprint reading, Rust, Excel, Spring) that no labelled skill contains and no line of the CV names beside another skill ("Adams, R. et al." is not R), ' +
    'or whose words the CV has only inside a labelled employer\'s name ("CloudNest" is not cloud); counted per corpus over CVs with labelled skills.',
  run: ({ item, analysis, doc }): Record<string, Measure> => {
    const labels = item.label.skills;
    if (!labels) return {};
    const labelKeys = labels.map((l) => keyWords(skillKey(l)));
    const reported = analysis().result.keywords.hard_skills;
    const lines = doc.text.split('\n');
    const employers = [...(item.label.jobs?.map((j) => j.company) ?? []), ...(item.label.companies ?? [])].filter((e) => e.trim().length >= 3);
    const others = (skill: string) => [...reported, ...labels].filter((s) => s !== skill && s.length >= 2);
    const supportedByText = (skill: string) => lines.some((line) => wordIn(line, skill) && others(skill).some((o) => wordIn(line, o)));
    const onlyInEmployerNames = (skill: string) => {
      const key = skillKey(skill);
      if (!employers.some((e) => keyWords(skillKey(e)).includes(keyWords(key)) || skillKey(e).replace(/ /g, '').includes(key.replace(/ /g, '')))) return false;
      const outside = employers.reduce((text, e) => text.split(e).join(' '), doc.text);
      return !new RegExp(`(?<![\\p{L}\\p{N}])${escape(skill)}(?![\\p{L}\\p{N}])`, 'iu').test(outside);
    };
    const wrong = reported.filter((s) => {
      const key = skillKey(s);
      if (labelKeys.some((l) => l.includes(keyWords(key)))) return false;
      return (FALSE.has(key) && !supportedByText(s)) || onlyInEmployerNames(s);
    });
    return { 'false skills': { kind: 'count', count: wrong.length, problems: wrong.map((s) => `"${s}" reported as a skill`) } };
  },
};
