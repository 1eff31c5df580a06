/**
 * Action-verb lexicon for bullet scoring. Strong verbs name a concrete act with an owner;
 * weak openers hide what the person did; clichés are strong-sounding words recruiters and
 * AI-text detectors have learned to discount (Resume-Matcher blacklists the same family).
 */
export const STRONG_VERBS: readonly string[] = [
  // building and making
  'architected', 'assembled', 'authored', 'automated', 'built', 'coded', 'composed', 'configured', 'constructed', 'created',
  'crafted', 'customized', 'debugged', 'deployed', 'designed', 'developed', 'drafted', 'engineered', 'fabricated', 'formulated',
  'founded', 'implemented', 'installed', 'integrated', 'introduced', 'invented', 'launched', 'modeled', 'initiated', 'pioneered',
  'produced', 'programmed', 'prototyped', 'published', 'refactored', 'shipped', 'wrote', 'migrated', 'instituted', 'established',
  // improving
  'accelerated', 'boosted', 'consolidated', 'cut', 'decreased', 'doubled', 'eliminated', 'enhanced', 'expanded', 'grew',
  'improved', 'increased', 'lowered', 'maximized', 'minimized', 'modernized', 'optimized', 'overhauled', 'raised', 'reduced',
  'redesigned', 'reengineered', 'restructured', 'revamped', 'saved', 'scaled', 'shortened', 'simplified', 'standardized', 'streamlined',
  'strengthened', 'transformed', 'tripled', 'upgraded', 'stabilized', 'digitized', 'centralized', 'resolved', 'remediated', 'repaired',
  // leading and managing
  'administered', 'advised', 'aligned', 'allocated', 'appointed', 'chaired', 'coached', 'coordinated', 'delegated', 'directed',
  'enabled', 'executed', 'facilitated', 'guided', 'headed', 'hired', 'led', 'managed', 'mentored', 'mobilized',
  'onboarded', 'organized', 'oversaw', 'planned', 'prioritized', 'recruited', 'supervised', 'trained', 'unified', 'coordinated',
  'delivered', 'drove', 'owned', 'ran', 'scheduled', 'budgeted', 'forecasted', 'governed', 'steered', 'operated',
  // analysing and researching
  'analyzed', 'assessed', 'audited', 'benchmarked', 'calculated', 'diagnosed', 'discovered', 'evaluated', 'examined', 'identified',
  'inspected', 'investigated', 'mapped', 'measured', 'monitored', 'quantified', 'researched', 'surveyed', 'tested', 'tracked',
  'validated', 'verified', 'reconciled', 'reviewed', 'detected', 'uncovered', 'interpreted', 'projected', 'estimated', 'modelled',
  // communicating, selling, persuading
  'authored', 'briefed', 'convinced', 'negotiated', 'persuaded', 'pitched', 'presented', 'promoted', 'secured', 'sold',
  'won', 'closed', 'influenced', 'partnered', 'collaborated', 'consulted', 'educated', 'taught', 'translated', 'documented',
  'reported', 'communicated', 'advocated', 'lectured', 'instructed', 'tutored', 'counseled', 'mediated', 'resolved', 'acquired',
  // caring and serving
  'vaccinated', 'cared', 'treated', 'triaged', 'sutured', 'dispensed', 'prescribed',
  'rehabilitated', 'screened', 'served', 'counselled', 'welded', 'wired', 'maintained', 'serviced', 'calibrated', 'commissioned',
  'achieved', 'attained', 'exceeded', 'surpassed', 'earned', 'generated', 'captured', 'converted', 'retained', 'renewed',
];

/** weak opener (lower case, as written) → stronger, more specific alternatives */
export const WEAK_OPENERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['responsible for', ['managed', 'owned', 'led', 'delivered']],
  ['was responsible for', ['managed', 'owned', 'led', 'delivered']],
  ['helped', ['co-delivered', 'enabled', 'facilitated', 'co-developed']],
  ['helped to', ['enabled', 'facilitated', 'co-developed']],
  ['worked on', ['built', 'developed', 'delivered', 'implemented']],
  ['worked with', ['partnered with', 'collaborated with', 'coordinated with']],
  ['assisted with', ['facilitated', 'co-led', 'co-delivered', 'enabled']],
  ['assisted in', ['facilitated', 'co-led', 'co-delivered']],
  ['participated in', ['co-delivered', 'co-led', 'presented at', 'delivered']],
  ['involved in', ['co-delivered', 'drove', 'delivered']],
  ['was involved in', ['co-delivered', 'drove', 'delivered']],
  ['tasked with', ['led', 'delivered', 'owned']],
  ['duties included', ['managed', 'delivered', 'processed']],
  ['duties involved', ['managed', 'delivered', 'operated']],
  ['handled', ['managed', 'resolved', 'processed', 'administered']],
  ['was part of', ['co-delivered', 'collaborated on']],
  ['part of a team', ['collaborated with', 'co-delivered', 'partnered with']],
  ['did', ['performed', 'executed', 'completed', 'delivered']],
  ['made', ['created', 'built', 'produced', 'designed']],
  ['in charge of', ['led', 'directed', 'managed', 'oversaw']],
  ['contributed to', ['delivered', 'built', 'drove', 'improved']],
  ['worked as', ['acted as', 'operated as']],
  ['served as', ['led as', 'acted as']],
  ['took part in', ['co-delivered', 'delivered', 'co-led']],
  ['dealt with', ['resolved', 'managed', 'processed']],
  ['looked after', ['managed', 'maintained', 'cared for']],
  ['got', ['achieved', 'secured', 'earned', 'won']],
  ['used', ['applied', 'implemented', 'built with', 'deployed']],
  ['utilized', ['applied', 'implemented']],
  ['ensured', ['guaranteed', 'verified', 'maintained', 'enforced']],
  ['supported', ['enabled', 'improved', 'resolved', 'maintained']],
  ['tried to', ['tested', 'piloted', 'evaluated']],
  ['attempted to', ['tested', 'piloted', 'evaluated']],
  ['gained experience in', ['developed', 'applied', 'practised']],
  ['exposure to', ['applied', 'worked hands-on with']],
  ['familiar with', ['applied', 'built with']],
  ['knowledge of', ['applied', 'built with']],
  ['tasks included', ['managed', 'delivered', 'performed']],
  ['job was to', ['delivered', 'managed', 'owned']],
  ['my role was', ['led', 'owned', 'delivered']],
  ['was tasked with', ['led', 'delivered', 'owned']],
  ['worked closely with', ['partnered with', 'collaborated with']],
  ['was in charge of', ['led', 'directed', 'managed']],
  ['went to', ['attended', 'represented']],
  ['saw', ['identified', 'noticed', 'detected']],
  ['had to', ['delivered', 'completed', 'resolved']],
  ['was given', ['earned', 'received', 'was awarded']],
  ['carried out', ['performed', 'executed', 'conducted']],
  ['dealt', ['resolved', 'managed']],
  ['aided', ['facilitated', 'enabled']],
];

/** buzzwords and AI-flavoured clichés that weaken a bullet or summary */
export const CLICHES: readonly string[] = [
  'spearheaded', 'orchestrated', 'leveraged', 'utilized', 'utilised', 'synergy', 'synergies', 'synergized',
  'results-driven', 'results-oriented', 'go-getter', 'team player', 'think outside the box', 'outside the box',
  'detail-oriented', 'hard-working', 'hardworking', 'dynamic', 'passionate', 'self-motivated', 'motivated',
  'best of breed', 'best-in-class', 'world-class', 'cutting-edge', 'game changer', 'game-changer', 'rockstar',
  'ninja', 'guru', 'thought leader', 'visionary', 'proven track record', 'track record', 'value add', 'value-add',
  'move the needle', 'paradigm shift', 'seamlessly', 'robust', 'innovative', 'strategic thinker', 'go-to person',
  'hit the ground running', 'wears many hats', 'self-starter', 'fast learner', 'excellent communication skills',
  'detail oriented', 'people person', 'out-of-the-box', 'bottom line', 'empowered', 'delved', 'fostered',
  'navigated', 'championed', 'revolutionized', 'pivotal', 'tapestry', 'holistic', 'ecosystem', 'actionable insights',
  'stakeholder alignment', 'driving force', 'dedicated professional', 'highly motivated', 'extensive experience',
];
