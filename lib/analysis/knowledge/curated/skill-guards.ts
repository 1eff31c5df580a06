/**
 * Names that are also ordinary words or letters. A guarded form counts only when written with
 * exactly this casing; 'list' forms must also sit in a list context (see context-guard.ts):
 *   "C, C++, Python" → C;  "Grade C", "Plan B and C" → nothing;  "go-to-market" → nothing.
 * The build adds the rest (build-skills.ts guardedForms): any other spelling of one or two
 * letters needs a list ("R"), two capitals need only their casing ("JS", "ML"), and an
 * all-capitals O*NET acronym ("AIR", "PASS") needs its casing.
 */
export type GuardRule = 'case' | 'list';

export const SKILL_GUARDS: Readonly<Record<string, GuardRule>> = {
  C: 'list', R: 'list', Go: 'list', Swift: 'list', Spark: 'list', Chef: 'list', Puppet: 'list',
  Make: 'list', Access: 'list', Word: 'list', Ruby: 'list', Julia: 'list', Dart: 'list',
  Ada: 'list', Pascal: 'list', Scheme: 'list', Rust: 'list', Hive: 'list', Lean: 'list',
  Sketch: 'list', Express: 'list', Spring: 'list', Flask: 'list', Jest: 'list', Maya: 'list',
  Inventor: 'list', Outreach: 'list', Intercom: 'list', Canvas: 'list', Compass: 'list',
  Travis: 'list', Loom: 'list', Ethereal: 'list', Eiffel: 'list', Snort: 'list', Helm: 'list',
  Cassandra: 'list', Hugo: 'list', Ember: 'list', Mocha: 'list', Prezi: 'list', Outlook: 'list', Sage: 'list',
  // product names that are everyday words only when written in lower case
  Epic: 'case', Excel: 'case', Slack: 'case', Zoom: 'case', Bootstrap: 'case', Blender: 'case',
  Basecamp: 'case', Quicken: 'case', Looker: 'case', Airflow: 'case', Cypress: 'case',
  Playwright: 'case', Storyline: 'case', Captivate: 'case', Waterfall: 'case', Node: 'case',
  Flutter: 'case', Workday: 'case', Lambda: 'case', Snowflake: 'case', Maven: 'case',
  Bamboo: 'case', Windows: 'case', Confluence: 'case', Discovery: 'case',
  Smalltalk: 'case', SEN: 'case', Evernote: 'case', Moodle: 'case', SAFe: 'case', Unity: 'case', Blogger: 'case',
};

/**
 * Phrases that contain a skill's spelling without naming the skill: the matcher skips their
 * words. "We are hiring" is a job advert, "the leadership team" an audience, "hiring managers"
 * the people a recruiter serves.
 */
export const NOT_SKILLS: readonly string[] = [
  'are hiring', 'is hiring', "we're hiring", 'now hiring', 'hiring manager', 'hiring managers',
  'leadership team', 'leadership teams', 'senior leadership', 'executive leadership', 'leadership meeting', 'leadership meetings',
  'communication channels', 'communications team',
  // "RAG status" is a red/amber/green project report, not retrieval-augmented generation
  'rag status', 'rag report', 'rag reporting', 'rag rating', 'rag ratings',
];
