/**
 * Names that are also ordinary words or letters. A guarded form counts only when written with
 * exactly this casing; 'list' forms must also sit in a list context (see context-guard.ts):
 *   "C, C++, Python" → C;  "Grade C", "Plan B and C" → nothing;  "go-to-market" → nothing.
 * The build adds the rest (build-skills.ts guardedForms): any other spelling of one or two
 * letters needs a list ("R"), two capitals need only their casing ("JS", "ML"), and an
 * all-capitals O*NET acronym ("AIR", "PASS") needs its casing.
 *
 * 'context' forms name a company or a platform as well as a skill ("Slack", "LinkedIn", "Epic",
 * "Facebook"): they count as an item of a list or a skills section, after "using", or with
 * supporting evidence nearby (SKILL_EVIDENCE), never in "Engineer at Slack" or "Epic Games".
 */
export type GuardRule = 'case' | 'list' | 'context';

export const SKILL_GUARDS: Readonly<Record<string, GuardRule>> = {
  C: 'list', R: 'list', Go: 'list', Swift: 'list', Spark: 'list', Chef: 'list', Puppet: 'list',
  Make: 'list', Access: 'list', Word: 'list', Ruby: 'list', Julia: 'list', Dart: 'list',
  Ada: 'list', Pascal: 'list', Scheme: 'list', Rust: 'list', Hive: 'list', Lean: 'list',
  Sketch: 'list', Express: 'list', Spring: 'list', Flask: 'list', Jest: 'list', Maya: 'list',
  Inventor: 'list', Outreach: 'list', Intercom: 'list', Canvas: 'list', Compass: 'list',
  Travis: 'list', Loom: 'list', Ethereal: 'list', Eiffel: 'list', Snort: 'list', Helm: 'list',
  Cassandra: 'list', Hugo: 'list', Ember: 'list', Mocha: 'list', Prezi: 'list', Outlook: 'list', Sage: 'list',
  Lua: 'list', Godot: 'list', Unity: 'context', Unreal: 'context',
  // companies and platforms that are also tools a CV may name
  Epic: 'context', Slack: 'context', Zoom: 'context', Teams: 'context', LinkedIn: 'context', Facebook: 'context',
  Instagram: 'context', Twitter: 'context', TikTok: 'context', YouTube: 'context', Pinterest: 'context',
  Salesforce: 'context', Oracle: 'context', Workday: 'context', Shopify: 'context', Stripe: 'context',
  // product names that are everyday words only when written in lower case
  Excel: 'case', Bootstrap: 'case', Blender: 'case',
  Basecamp: 'case', Quicken: 'case', Looker: 'case', Airflow: 'case', Cypress: 'case',
  Playwright: 'case', Storyline: 'case', Captivate: 'case', Waterfall: 'case', Node: 'case',
  Flutter: 'case', Lambda: 'case', Snowflake: 'case', Maven: 'case',
  Bamboo: 'case', Windows: 'case', Confluence: 'case', Discovery: 'case',
  Smalltalk: 'case', SEN: 'case', Evernote: 'case', Moodle: 'case', SAFe: 'case', Blogger: 'case',
  // French "un tableau de suivi" is a spreadsheet table, not the product
  Tableau: 'case',
};

/**
 * Words that, within a dozen words of an ambiguous name, show it is the skill: "campaigns on
 * Facebook", "charting in Epic", "goroutines in Go". Lower case; a phrase counts as its words in
 * a row.
 */
const SOCIAL = ['ads', 'ad', 'advertising', 'campaign', 'campaigns', 'social media', 'paid social', 'posts', 'content', 'audience', 'engagement', 'followers', 'marketing', 'influencer', 'organic', 'community management'];
const CHAT = ['channels', 'workspace', 'bot', 'bots', 'integration', 'integrations', 'api', 'webhooks', 'remote collaboration', 'video calls', 'meetings'];
export const SKILL_EVIDENCE: Readonly<Record<string, readonly string[]>> = {
  LinkedIn: [...SOCIAL, 'recruiter', 'sourcing', 'sourced', 'inmail', 'sales navigator', 'talent solutions', 'boolean search', 'candidates', 'prospecting'],
  Facebook: SOCIAL,
  Instagram: SOCIAL,
  Twitter: SOCIAL,
  TikTok: SOCIAL,
  YouTube: [...SOCIAL, 'channel', 'videos', 'video'],
  Pinterest: SOCIAL,
  Slack: CHAT,
  Zoom: CHAT,
  Teams: [...CHAT, 'sharepoint', 'office 365', 'microsoft 365'],
  Epic: ['ehr', 'emr', 'electronic health record', 'electronic health records', 'electronic medical records', 'charting', 'clinical documentation', 'hyperspace', 'epiccare', 'cerner', 'meditech', 'patient records', 'epic certified',
    // the words of an EHR rollout: "Epic super user during the go-live"
    'super user', 'superuser', 'go-live', 'go live', 'at-the-elbow', 'mychart'],
  Salesforce: ['crm', 'pipeline', 'opportunities', 'dashboards', 'reports', 'apex', 'soql', 'lightning', 'trailhead', 'leads', 'forecast'],
  Oracle: ['database', 'databases', 'sql', 'pl/sql', 'dba', 'erp', 'e-business suite', 'ebs', 'netsuite', 'weblogic', 'rac'],
  Workday: ['hcm', 'hris', 'payroll', 'onboarding', 'implementation', 'reports', 'benefits', 'absence'],
  Shopify: ['store', 'storefront', 'ecommerce', 'e-commerce', 'theme', 'themes', 'liquid', 'checkout', 'apps'],
  Stripe: ['payments', 'payment', 'checkout', 'api', 'billing', 'subscriptions', 'webhooks', 'integration'],
  Unity: ['c#', 'game', 'games', 'gameplay', 'unreal', '3d', 'shader', 'shaders', 'prefabs', 'ar', 'vr', 'mobile game'],
  Unreal: ['c++', 'game', 'games', 'gameplay', 'blueprints', 'unity', '3d', 'shader', 'shaders', 'level design'],
  Go: ['golang', 'goroutine', 'goroutines', 'grpc', 'kubernetes', 'microservice', 'microservices', 'backend', 'concurrency', 'gin', 'echo framework'],
  R: ['ggplot2', 'ggplot', 'tidyverse', 'dplyr', 'shiny', 'rstudio', 'cran', 'regression', 'statistical', 'statistics', 'data analysis'],
  Swift: ['ios', 'xcode', 'swiftui', 'uikit', 'apple', 'objective-c', 'iphone', 'ipad', 'macos'],
  Rust: ['cargo', 'tokio', 'borrow checker', 'memory safety', 'webassembly', 'wasm', 'systems programming', 'crates'],
  Spring: ['java', 'boot', 'hibernate', 'jpa', 'microservices', 'kotlin', 'maven', 'gradle', 'rest'],
};

/**
 * Spellings two skills share, or one skill shares with another trade's word: which one a text
 * means depends on the words around it (anywhere in the same text or the CV for `when` and
 * `unless`, within a dozen words for `near`). The first option whose conditions hold wins; an
 * option without `when` applies unless one of its `unless` words is present.
 */
export interface ContextualOption {
  skill: string;
  when?: readonly string[];
  unless?: readonly string[];
  /** one of these must stand within a dozen words of the spelling, in the same text */
  near?: readonly string[];
}
const GAME_WORDS = ['unreal', 'ue4', 'ue5', 'unreal engine', 'unity', 'game', 'games', 'gameplay', 'visual scripting', 'level design', 'godot'];
/** words of building, installing and making things, where a blueprint is a drawing to read */
const TRADE_WORDS = [
  'construction', 'electrical', 'electrician', 'conduit', 'wiring', 'plumbing', 'plumber', 'hvac', 'carpentry', 'carpenter', 'welding', 'welder',
  'machining', 'machinist', 'fabrication', 'schematics', 'technical drawings', 'construction site', 'nec', 'osha', 'manufacturing', 'cnc',
  'estimating', 'architectural', 'structural', 'framing', 'contractor', 'contractors', 'apprentice', 'apprenticeship', 'journeyman',
  'millwright', 'pipefitter', 'renovation', 'blueprint reading',
];
/** software run in containers, where ECS is Amazon's container service (a UK electrician's "ECS card" is the industry's ID card) */
const CONTAINER_WORDS = [
  'aws', 'amazon web services', 'docker', 'container', 'containers', 'containerised', 'containerized', 'kubernetes', 'k8s', 'fargate', 'ecr', 'eks',
  'ec2', 'terraform', 'cloudformation', 'devops', 'microservices', 'cloud',
];
/** industrial automation, where a PLC is a controller to program (a school's PLC is a professional learning community, "Whitbread PLC" a company) */
const AUTOMATION_WORDS = [
  'automation', 'scada', 'hmi', 'vfd', 'vfds', 'ladder logic', 'siemens', 'allen-bradley', 'rockwell', 'mitsubishi', 'omron', 'control systems',
  'controls', 'instrumentation', 'electrical', 'electrician', 'electronics', 'mechatronics', 'manufacturing', 'industrial', 'robotics', 'cnc',
  'machining', 'commissioning', 'sensors', 'drives', 'motors', 'pneumatics', 'hydraulics', 'dcs', 'tia portal', 'step 7', 'codesys', 'machinery',
  'plant', 'production line',
];
/** a customer's renewals (of subscriptions, contracts, accounts), not a water main's or a licence's */
const CUSTOMER_WORDS = [
  'customer', 'customers', 'client', 'clients', 'account', 'accounts', 'subscription', 'subscriptions', 'saas', 'arr', 'mrr', 'nrr', 'upsell',
  'upsells', 'upselling', 'cross-sell', 'cross-selling', 'expansion', 'retention', 'churn', 'quota', 'book of business', 'sales', 'revenue',
];

/** care of patients, where rehabilitation is a clinical skill (a road's or a building's is civil works) */
const CLINICAL_WORDS = [
  'patient', 'patients', 'therapy', 'therapist', 'therapists', 'physiotherapy', 'physiotherapist', 'physical therapy', 'occupational therapy',
  'clinical', 'clinic', 'hospital', 'nursing', 'nurse', 'stroke', 'injury', 'injuries', 'mobility', 'musculoskeletal', 'orthopaedic', 'orthopedic',
  'neurological', 'cardiac', 'rehab', 'ward', 'care plan', 'care plans', 'counselor', 'counsellor', 'counseling', 'counselling', 'disability',
  'disabilities', 'addiction', 'substance abuse', 'speech therapy', 'prosthetics', 'healthcare', 'health care', 'medical', 'medicine', 'physio',
  'wound care', 'triage', 'aged care', 'elderly',
];
/** litigation, where discovery is the exchange of evidence (an ARC Discovery Project is a research grant) */
const LEGAL_WORDS = [
  'litigation', 'litigator', 'legal', 'attorney', 'attorneys', 'lawyer', 'lawyers', 'paralegal', 'counsel', 'deposition', 'depositions', 'subpoena',
  'subpoenas', 'court', 'interrogatories', 'pleadings', 'law firm', 'juris doctor',
];

/**
 * Read with the words of the text and, when the caller gives it, of the whole CV; when neither
 * decides, the spelling is no skill ("say less"): "Blueprints" on a CV with no game and no trade
 * in it is neither Unreal Blueprints nor Blueprint reading. A spelling with one option is a
 * skill's own word that another trade uses for something else: ECS is Amazon's only on a CV of
 * containers, a PLC a controller only on a CV of automation, renewals a customer's only beside
 * the customer.
 */
export const CONTEXTUAL_SPELLINGS: Readonly<Record<string, readonly ContextualOption[]>> = {
  blueprints: [
    { skill: 'Unreal Blueprints', when: GAME_WORDS },
    { skill: 'Blueprint reading', when: TRADE_WORDS },
  ],
  blueprint: [
    { skill: 'Unreal Blueprints', when: GAME_WORDS },
    { skill: 'Blueprint reading', when: TRADE_WORDS },
  ],
  ecs: [{ skill: 'ECS', when: CONTAINER_WORDS }],
  plc: [{ skill: 'PLC programming', when: AUTOMATION_WORDS }],
  plcs: [{ skill: 'PLC programming', when: AUTOMATION_WORDS }],
  renewals: [{ skill: 'Churn reduction', near: CUSTOMER_WORDS }],
  rehabilitation: [{ skill: 'Rehabilitation', when: CLINICAL_WORDS }],
  discovery: [{ skill: 'Discovery', when: LEGAL_WORDS }],
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
  // French "tableau de bord" is a dashboard, not the Tableau product
  'tableau de bord', 'tableaux de bord',
  // a product's or a customer's onboarding ("A/B tested the onboarding flow", "user onboarding"), not a new employee's
  ...['flow', 'flows', 'funnel', 'funnels', 'screen', 'screens', 'wizard', 'tutorial', 'journey', 'experiment', 'experiments', 'ux'].map((n) => `onboarding ${n}`),
  ...['user', 'player', 'app', 'in-app', 'product', 'self-serve', 'merchant', 'seller', 'vendor', 'supplier', 'patient', 'student'].map((w) => `${w} onboarding`),
];
