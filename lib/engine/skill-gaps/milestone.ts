import type { SkillCategory, SkillInfo } from '../cv/knowledge/types';
import type { SkillGapCategory, SkillLevel } from '../../schemas/skill-gap';

const MARKUP = /^(html5?|css3?|sass|scss|less|xml|markdown)$/i;
const VERSION_CONTROL = /^(?:git|github|gitlab|bitbucket|perforce|svn|subversion|mercurial|plastic scm)$/i;
/** languages that run on the graphics card: a shader is no command-line tool */
const SHADER = /\b(?:hlsl|glsl|shaders?|shader programming|cg|metal shading language|wgsl)\b/i;
const DEGREE = /\b(master|bachelor|degree|doctor|diploma|msn|bsn|dnp|mba|phd)\b/i;

export interface MilestoneInput {
  skill: string;
  info: SkillInfo | null;
  category: SkillGapCategory;
  requiredLevel: SkillLevel;
  targetRole: string;
  /** a database or language the candidate already has, to make a build milestone concrete */
  companion: string | null;
}

/**
 * A milestone is something the candidate can show (a deployed project, a passed exam, a
 * documented practice period), because that is what moves a CV: "learned X" does not.
 */
export function milestoneFor(input: MilestoneInput): string {
  const { skill, info, category, targetRole, companion } = input;
  const deep = input.requiredLevel === 'advanced' || input.requiredLevel === 'expert';
  if (category === 'certification') {
    return DEGREE.test(skill)
      ? `Complete the ${skill} and add it, with its dates, to the CV's education`
      : `Earn the ${skill} and add it, with its date, to the CV's certifications`;
  }
  if (category === 'leadership') return leadershipMilestone(skill, deep);
  if (category === 'soft') {
    return `Practise ${skill.toLowerCase()} deliberately in one real situation a week for 6 weeks and turn the best one into a CV bullet with its result`;
  }
  // SQL is filed as a language, but it is learned against a database.
  const kind: SkillCategory | null = /^sql$/i.test(skill) ? 'database' : info?.category ?? null;
  const withCompanion = companion ? ` with ${skill} and ${companion}` : ` with ${skill}`;
  switch (kind) {
    case 'programming_language':
      // markup and style sheets make pages, not programs
      if (MARKUP.test(skill)) return `Build and publish an accessible, responsive page in ${skill}${deep ? ' that passes an automated accessibility and validation check' : ''}, and link it from the CV`;
      if (SHADER.test(skill)) return `Write a shader effect (lighting, a post-process or a material) in ${skill}${deep ? ', profile its GPU cost on a target device' : ''} and show it running in an engine scene`;
      return `Write a tested command-line tool or service in ${skill}${deep ? ' with CI, linting and documented design choices' : ''} and publish it`;
    case 'framework':
      return `Build and deploy a small ${targetRole.toLowerCase()}-style application${withCompanion}, with tests`;
    case 'database':
      return `Design a schema${/^sql$/i.test(skill) ? '' : ` in ${skill}`}, load a realistic data set, and tune the slowest ${/^sql$/i.test(skill) ? 'SQL ' : ''}queries with indexes${deep ? ' and explain plans' : ''}`;
    case 'cloud':
      return `Deploy a service on ${skill} using infrastructure as code, with monitoring and a cost budget`;
    case 'devops':
      // version control is how a team shares code, not a build pipeline
      if (VERSION_CONTROL.test(skill)) return `Work on a shared ${skill} repository through branches and reviewed pull or merge requests, resolving real conflicts, and link it from the CV`;
      return `Set up ${skill} for a real project so that every push is built, tested and deployed`;
    case 'data':
    case 'ai_ml':
      return `Complete an end-to-end analysis with ${skill} on a public data set and publish the write-up with its results`;
    case 'security':
      return `Run a ${skill} review of one of your own projects and fix what it finds`;
    case 'design':
      return `Design and test a small product flow in ${skill} and present it as a portfolio case study`;
    case 'engineering':
      return `Take one real part or assembly through ${skill}${deep ? ', with the calculations and a design review,' : ''} and document it (drawings, results, what changed) as a portfolio piece`;
    case 'office':
    case 'business_software':
    case 'tool':
      return `Use ${skill} for a real task at work or in a project and describe the result in a CV bullet`;
    case 'healthcare':
      return `Complete supervised practice in ${skill.toLowerCase()} and document competency sign-off`;
    default:
      return `Apply ${skill} in a real piece of work relevant to the ${targetRole} role and describe the outcome in a CV bullet`;
  }
}

/** Leadership is shown by doing it, so each milestone is a piece of leading that can go on a CV. */
function leadershipMilestone(skill: string, deep: boolean): string {
  if (/hiring|recruit/i.test(skill)) {
    return 'Run the hiring for one role: write the job description and scorecard, interview at least five candidates, and write the hiring recommendation';
  }
  if (/mentor|coach/i.test(skill)) {
    return 'Mentor one or two colleagues for three months with agreed goals, and ask them for written feedback on your mentoring';
  }
  if (/people|team management|line management|performance|supervis/i.test(skill)) {
    return deep
      ? 'Act as line manager for a small team for a quarter: weekly 1:1s, written goals, and at least one performance conversation, with feedback from your own manager'
      : 'Take on day-to-day leadership of one project team for a quarter (1:1s, goals, a retrospective) and note the outcome';
  }
  return deep
    ? `Lead a team through a quarter-long piece of work using ${skill.toLowerCase()}, and collect written feedback from the team`
    : `Use ${skill.toLowerCase()} to lead one project or initiative to completion and describe the outcome in a CV bullet`;
}
