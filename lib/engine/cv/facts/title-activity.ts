/**
 * The work a job title names, as a skill would be written: "Senior Gameplay Programmer" does
 * gameplay programming, "Data Analyst" data analysis, "Project Manager" project management. The
 * lexicon holds the activities, not the agent nouns, so a title alone would show none of them in
 * use, and seven years as a gameplay programmer would read as a beginner's listed skill.
 */
const ACTIVITY_OF: Record<string, string> = {
  programmer: 'programming',
  developer: 'development',
  designer: 'design',
  engineer: 'engineering',
  analyst: 'analysis',
  tester: 'testing',
  administrator: 'administration',
  manager: 'management',
  writer: 'writing',
  accountant: 'accounting',
  translator: 'translation',
  editor: 'editing',
  animator: 'animation',
  illustrator: 'illustration',
  photographer: 'photography',
  marketer: 'marketing',
  recruiter: 'recruiting',
  auditor: 'auditing',
  architect: 'architecture',
  modeler: 'modeling',
  modeller: 'modelling',
};
const AGENT = new RegExp(`\\b(${Object.keys(ACTIVITY_OF).join('|')})s?\\b`, 'gi');

/** The title with each agent noun turned into its activity, or '' when it holds none. */
export function titleActivities(title: string): string {
  const text = title.slice(0, 160);
  const activities = text.replace(AGENT, (word: string, agent: string) => {
    const activity = ACTIVITY_OF[agent.toLowerCase()];
    return word[0] === word[0].toUpperCase() ? activity[0].toUpperCase() + activity.slice(1) : activity;
  });
  return activities === text ? '' : activities;
}
