/**
 * Words that name a company, a platform or a common noun as often as a skill: none
 * may be reported as a skill without a skills context or evidence. Shared by the knowledge
 * tests and `npm run eval`'s false-skill count. Each is the skill name the engine would report.
 */
export const FALSE_SKILL_NAMES: readonly string[] = [
  'LinkedIn', 'Facebook', 'Epic', 'Slack', 'Microsoft Teams', 'Go', 'R', 'C', 'Swift', 'Blueprint reading', 'Rust', 'Excel', 'Spring',
];
