/**
 * Which metrics fit a bullet, read from its verb and object ("reduced … time" → % reduction in
 * time; "managed a team" → team size), and a clause that states them with placeholders. The
 * placeholders ([X%], [N], [$X]) are for the candidate to fill in: the engine never guesses a
 * number.
 */

interface MetricRule {
  when: RegExp;
  metrics: string[];
  /** appended to the bullet; must only contain placeholders, never figures. A function gets the match, to reuse the bullet's own noun. */
  clause: string | ((m: RegExpMatchArray) => string);
}

// Ordered most specific first; the first two matching rules supply the metrics.
const RULES: MetricRule[] = [
  { when: /\b(?:reduc|cut|lower|decreas|shorten|minimi[sz])\w*\b.*\b(?:time|latency|duration|delay|wait)/i, metrics: ['% reduction in time', 'time before vs after'], clause: 'by [X%] (from [A] to [B])' },
  { when: /\b(?:reduc|cut|lower|decreas|sav)\w*\b.*\b(?:cost|spend|budget|expense)/i, metrics: ['money saved per year', '% cost reduction'], clause: 'saving [$X] per year' },
  { when: /\b(?:led|lead|manag\w*|supervis\w*|built|hired|grew|head\w*)\b.*\b(?:team|engineers|developers|people|staff|direct reports|analysts|nurses|agents|crews?)\b/i, metrics: ['team size', 'people managed or mentored'], clause: 'for a team of [N]' },
  // a teacher teaches students, not colleagues: "ramp up faster" is the wrong measure for a class
  {
    when: /\b(?:teach\w*|taught|tutor\w*)\b(?!.*\b(?:engineers|developers|colleagues|new hires|staff|team|employees|analysts|nurses)\b)/i,
    metrics: ['students taught', 'results or grade improvement'],
    clause: 'for [N] students, with [X%] reaching their target grade',
  },
  // "trained a classifier", "model training" are machine learning, not people: the rule needs a person or no object at all;
  // "the training stack", "distributed training jobs" are the machinery that trains models
  {
    when: /\b(?:mentor\w*|coach\w*|onboard\w*|teach\w*|(?<!\b(?:models?|classifiers?|ml|network|neural|distributed|gpu|large-scale)\s+)train(?:ed|s|ing)?\b(?!\s+(?:\w+\s+){0,3}(?:models?|classifiers?|networks?|neural|llms?|embeddings?|algorithms?|agents? on|on (?:a |the )?data))(?!\s+(?:stack|pipelines?|infra\w*|jobs?|runs?|loops?|clusters?|data(?:sets?)?|sets?|scripts?|code)\b))/i,
    metrics: ['people trained or mentored', 'time to productivity'],
    clause: 'helping [N] people ramp up [X%] faster',
  },
  { when: /\b(?:revenue|sales|deal|quota|bookings|upsell|pipeline value)\b/i, metrics: ['revenue ($)', '% of quota'], clause: 'generating [$X] in revenue ([X%] of target)' },
  // a nurse's care is measured by patients and care outcomes, not by their satisfaction score or revenue
  { when: /\bpatients\b/i, metrics: ['patients cared for per shift', 'care quality (falls, infections, readmissions)'], clause: 'caring for [N] patients per shift' },
  // a kitchen is measured by covers and food cost
  { when: /\b(?:covers|(?:seasonal|set|tasting|lunch|dinner|breakfast|banquet) menus?|dishes|the pass|food cost|stock control|kitchens?)\b/i, metrics: ['covers per service', 'food cost or waste %'], clause: 'for [N] covers per service' },
  // a designed part is measured by what it weighs, costs or how many were made; the customers it was made for are no people served
  {
    when: /^\s*(?:re)?(?:design|engineer|develop|prototyp|model)\w*\b.*\b(?:mechanical (?:parts?|components?|assembl(?:y|ies))|brackets?|housings?|crankshafts?|shafts?|beams?|gears?|enclosures?|(?<!test )fixtures?|jigs?|tooling|moulds?|molds?|castings?|forgings?|chassis)\b/i,
    metrics: ['weight or unit cost reduced', 'parts produced or in service'],
    clause: 'cutting unit cost by [X%]',
  },
  // installation and repair trades are measured by jobs done and inspections passed, not systems migrated
  {
    when: /\b(?:rewir\w*|consumer units?|fault[- ]finding|fit-outs?|call-outs?|(?:electrical|plumbing|heating|gas|boiler|hvac|lighting|fire alarm) (?:installations?|repairs?|systems?))\b/i,
    metrics: ['jobs completed per month', 'first-time inspection pass rate'],
    clause: 'completing [N] jobs a month with [X%] passing inspection first time',
  },
  // people served are people in the plural: a singular is a modifier ("customer audits", "an Epic super user");
  // the people something was made for ("crankshafts for export customers") were not served by the bullet's work
  {
    when: /(?<!\bfor (?:\S+ )?)\b(customers|clients|users|students|members)\b/i,
    metrics: ['number of people served', 'satisfaction or retention %'],
    clause: (m) => `serving [N] ${m[1].toLowerCase().replace(/s?$/, 's')} with [X%] satisfaction`,
  },
  // an A/B test is an experiment on users: conversion is its measure, not test coverage
  { when: /\b(?:a\/b|split|multivariate)[ -]?test\w*|\bexperiment(?:s|ation)?\b/i, metrics: ['conversion or engagement lift', 'experiments run'], clause: 'lifting conversion by [X%] across [N] experiments' },
  // games are measured by players, sessions and load or crash rates ("Most Valuable Player" and a media player are no game;
  // a "detailed level design" is a software document)
  { when: /\b(?:games?|gameplay|players(?! of)|unity|unreal|save (?:system|files?|games?)|(?<!detailed |high[- ]|low[- ]|top[- ])level designs?)\b/i, metrics: ['players or sessions reached', 'load time or crash rate'], clause: 'used by [N] players' },
  // "consumer unit upgrades" are an electrician's work: an upgrade is a migration only of software or systems
  { when: /\b(?:migrat|moderni[sz]|replatform)\w*|\bupgrad\w*\s+(?:\S+\s+){0,2}(?:systems?|software|platforms?|servers?|databases?|versions?|frameworks?|stacks?|infrastructure|os|applications?|apps?|erp|crm|clusters?)\b/i, metrics: ['number of systems or services migrated', 'downtime during the migration'], clause: 'moving [N] systems with [X] hours of downtime' },
  { when: /\b(?:automat\w*|scripts?|scripted)\b/i, metrics: ['hours saved per week', 'manual steps removed'], clause: 'saving [N] hours per week' },
  // a data pipeline moves data; a CI/CD pipeline ships releases
  { when: /\b(?:data|etl|elt|ingestion|streaming|batch|event)\s+(?:pipelines?|jobs?|processing)\b|\betl\b/i, metrics: ['data volume processed', 'pipeline run time'], clause: 'processing [N] GB per day' },
  // monitoring is measured by how fast problems are seen, not by how often code ships ("deployed a monitoring stack")
  {
    when: /\b(?:monitoring (?:stack|environment|system|tools?|platform|dashboards?)|observability|alerting|apm|distributed tracing|grafana|prometheus|datadog|new relic|kibana)\b/i,
    metrics: ['time to detect incidents', 'services covered by monitoring'],
    clause: 'cutting time to detect incidents by [X%]',
  },
  // a drawing or document release is an engineering sign-off, not a software release
  {
    when: /\b(?:ci\/cd|continuous (?:integration|delivery|deployment)|(?<!(?:drawings?|documents?|press|design|engineering|ecn|ecr)\s)releases?|deploy(?:ed|s|ing|ments?)?|(?:build|deployment|ci|cd) (?:times?|pipelines?)|release pipelines?)\b/i,
    metrics: ['release lead time', 'deployment frequency'],
    clause: 'cutting release time by [X%]',
  },
  // support work is measured by tickets; "supported the save system" is no help desk
  { when: /\b(?:on-call|incidents?|outages?|tickets?|help ?desk|service desk|support (?:tickets?|queue|cases?|requests?|team|desk)|escalations?|sla)\b/i, metrics: ['incidents or tickets handled per month', 'resolution time or SLA %'], clause: 'resolving [N] incidents per month within [X%] of SLA' },
  { when: /\b(?:unit|integration|end-to-end|e2e|regression|automated|manual) tests?\b|\btest (?:suites?|coverage|automation|cases?|plans?)\b|\b(?:qa|quality assurance)\b/i, metrics: ['test coverage %', '% fewer defects'], clause: 'raising test coverage to [X%]' },
  // finding and fixing bugs is measured by the bugs, not by the tests someone else wrote
  { when: /\b(?:bugs?|defects?|bug ?fix\w*|code fixes)\b/i, metrics: ['defects fixed', '% fewer defects reaching production'], clause: 'fixing [N] defects per release' },
  { when: /\b(?:performance(?! reviews?| appraisals?| management)|latency|throughput|response times?|load times?|scalab\w*|scaled|scaling)\b/i, metrics: ['% performance improvement', 'requests or transactions per second'], clause: 'improving throughput by [X%]' },
  { when: /\b(?:reports\b|reporting|dashboards?|analys[ie]s|analytics|insights?|models?\b|forecast\w*)/i, metrics: ['decisions or teams using the output', 'accuracy or time saved'], clause: 'used by [N] stakeholders to [decision it informed]' },
  { when: /\b(?:campaign|marketing|content|seo|social|brand)\w*/i, metrics: ['reach or leads generated', '% conversion lift'], clause: 'generating [N] leads at a [X%] conversion rate' },
  { when: /\b(?:process|workflow|procedure|operations?)\b/i, metrics: ['% efficiency gain', 'hours saved'], clause: 'improving efficiency by [X%]' },
  // whole words: "Fundamentals of HR" is no fund, "production" no product, "programming" no programme
  { when: /\b(?:budgets?|funds?|funding|grants?|portfolios?)\b/i, metrics: ['budget size ($)', '% under budget'], clause: 'managing a [$X] budget' },
  { when: /\b(?:projects?|programs?|programmes?|initiatives?|launch(?:es|ed)?|features?|products?)\b/i, metrics: ['scope (users, budget or team)', 'delivery time vs plan'], clause: 'delivered in [N] weeks for [N] users' },
];

/**
 * Where no rule reads a measure in the bullet (a duty with no outcome, a classroom routine, a
 * label), a generic "improving [metric] by [X%]" would be filler the candidate cannot fill in
 * honestly: the engine suggests no figure and asks the candidate instead.
 */
export const NO_FITTING_METRIC =
  'none fits this bullet as written: if the work changed something you can count (time, volume, people served, cost), state it';

export interface MetricIdea {
  metrics: string[];
  /** the placeholder clause of the best-fitting rule; null when no rule fits the bullet */
  clause: string | null;
}

export function metricIdeas(bullet: string): MetricIdea {
  const matches = RULES.map((r) => ({ r, m: bullet.match(r.when) })).filter((x): x is { r: MetricRule; m: RegExpMatchArray } => x.m !== null);
  const first = matches[0];
  if (!first) return { metrics: [NO_FITTING_METRIC], clause: null };
  const metrics = [...new Set([...first.r.metrics, ...(matches[1]?.r.metrics ?? [])])].slice(0, 3);
  return { metrics, clause: typeof first.r.clause === 'string' ? first.r.clause : first.r.clause(first.m) };
}
