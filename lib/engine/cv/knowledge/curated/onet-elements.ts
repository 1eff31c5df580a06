/**
 * O*NET's 35 base skills, read as the lexicon's skills a CV can show. O*NET rates each for every
 * occupation (importance 1–5); the most important ones become an occupation's soft skills when no
 * curated profile lists them. Elements with no honest CV counterpart ("Operation and Control",
 * "Equipment Selection") map to null and are left out.
 */
export const ONET_SKILL_ELEMENTS: Readonly<Record<string, string | null>> = {
  'Active Listening': 'Active listening',
  'Active Learning': 'Curiosity',
  'Complex Problem Solving': 'Problem solving',
  Coordination: 'Collaboration',
  'Critical Thinking': 'Critical thinking',
  Instructing: 'Coaching',
  'Judgment and Decision Making': 'Decision making',
  'Learning Strategies': null,
  'Management of Financial Resources': 'Budgeting',
  'Management of Material Resources': 'Inventory management',
  'Management of Personnel Resources': 'People management',
  Mathematics: null,
  Monitoring: null,
  Negotiation: 'Negotiation',
  Persuasion: 'Influencing',
  'Reading Comprehension': null,
  'Service Orientation': 'Service orientation',
  'Social Perceptiveness': 'Empathy',
  Speaking: 'Communication',
  'Time Management': 'Time management',
  Writing: 'Written communication',
  'Operations Analysis': null,
  'Systems Analysis': null,
  'Systems Evaluation': null,
  'Technology Design': null,
  'Equipment Maintenance': null,
  'Equipment Selection': null,
  Installation: null,
  'Operation and Control': null,
  'Operations Monitoring': null,
  Programming: null,
  'Quality Control Analysis': null,
  Repairing: null,
  Science: null,
  Troubleshooting: 'Problem solving',
};

/** typical education (O*NET "Required Level of Education" categories 1–12), as a report says it */
export const EDUCATION_LEVELS: readonly string[] = [
  'less than a high school diploma',
  'a high school diploma',
  'a post-secondary certificate',
  'some college courses',
  "an associate's degree",
  "a bachelor's degree",
  'a post-baccalaureate certificate',
  "a master's degree",
  "a post-master's certificate",
  'a first professional degree',
  'a doctoral degree',
  'post-doctoral training',
];

/** typical related work experience (O*NET "Related Work Experience" categories 1–11) */
export const EXPERIENCE_LEVELS: readonly string[] = [
  'no prior experience',
  'up to 1 month of related experience',
  '1 to 3 months of related experience',
  '3 to 6 months of related experience',
  '6 months to 1 year of related experience',
  '1 to 2 years of related experience',
  '2 to 4 years of related experience',
  '4 to 6 years of related experience',
  '6 to 8 years of related experience',
  '8 to 10 years of related experience',
  'over 10 years of related experience',
];
