/**
 * Rewrites fit the bullet and the improved CV prints only what the CV supports: the metric a
 * rewrite suggests matches the work, a cliché the rewrite flags does not survive it, and the
 * sendable form has no fill-in and no figure the bullet does not state.
 */
import { describe, expect, it } from 'vitest';
import { hasPlaceholder, inventedFigures } from '../facts';
import { knowledge } from '../knowledge';
import { analyseBullet } from '../score/bullet-facts';
import { metricIdeas } from './metric-ideas';
import { rewriteBullet, withoutRepeatedVerb } from './rewrite-bullet';

const verbs = knowledge.actionVerbs;
const rewrite = (text: string) => rewriteBullet(analyseBullet({ text, section: 'experience', experienceIndex: 0 }, verbs), verbs);

describe('the metric fits the work', () => {
  it('finding and fixing defects is measured by the defects, not by test coverage', () => {
    const idea = metricIdeas('Performed request analysis, finding defects and giving code fixes in minimal time');
    expect(idea.clause).not.toMatch(/coverage/i);
    expect(idea.metrics.join(' ')).toMatch(/defects/);
    expect(metricIdeas('Wrote unit tests for the billing service').clause).toMatch(/test coverage/);
  });

  it('working on or in a team is never rewritten as running it', () => {
    for (const text of ['Worked on the platform team.', 'Was part of the backend team.', 'Helped with various team initiatives.']) {
      expect(rewrite(text)?.rewritten ?? text).not.toMatch(/^(?:Coordinated|Led|Managed)/);
    }
    expect(rewrite('In charge of a team of nurses on the night shift')?.rewritten).toMatch(/^Led a team of nurses/);
  });

  it('model training is machine learning, not training people', () => {
    expect(metricIdeas('Automated product URL collection for model training using Python').clause).not.toMatch(/people/);
    expect(metricIdeas('Rebuilt the training stack on Kubernetes').clause ?? '').not.toMatch(/people|ramp/);
    expect(metricIdeas('Ran distributed training on 64 GPUs').clause ?? '').not.toMatch(/people|ramp/);
    expect(metricIdeas('Trained new cashiers on the till').clause).toMatch(/people/);
  });

  it('a bullet that spells its figure out is measured ("sixty percent")', () => {
    expect(rewrite('Built the device lab that removed sixty percent of manual passes')).toBeNull();
  });

  it('a label of a few words with no verb gets no rewrite', () => {
    expect(rewrite('Nav. Bar profile')).toBeNull();
    expect(rewrite('Payroll processing')).toBeNull();
    expect(rewrite('Resolving complaints from customers')?.rewritten).toMatch(/\[/);
  });

  it('an award is a fact, not a result: it gets no metric clause', () => {
    expect(rewrite("Achieved 'YAR (You Are Recognised)' Award for the month of August 2015")).toBeNull();
    expect(rewrite('Achieved faster onboarding for new staff')?.rewritten).toMatch(/\[/);
  });

  it('a game save system is measured by players or crashes, not incidents within an SLA', () => {
    const idea = metricIdeas('Supported the save system of a mobile racing game');
    expect(idea.clause).not.toMatch(/SLA|incident/i);
    expect(idea.metrics.join(' ')).toMatch(/players|crash/);
  });

  it('A/B testing is measured by conversion, not test coverage', () => {
    const idea = metricIdeas('Ran A/B tests on the checkout page');
    expect(idea.clause).not.toMatch(/coverage/i);
    expect(idea.metrics.join(' ')).toMatch(/conversion/);
  });

  it('a help-desk bullet may be measured against its SLA', () => {
    expect(metricIdeas('Handled support tickets for 300 retail stores').clause).toMatch(/SLA/);
  });
});

describe('a rewrite', () => {
  it('never keeps a cliché it flags', () => {
    const r = rewrite('Spearheaded a robust redesign of the payroll process, leveraging SAP');
    expect(r).not.toBeNull();
    const cliches = r!.issues.filter((i) => i.startsWith('cliché')).map((i) => i.match(/"(.+)"/)![1]);
    expect(cliches.length).toBeGreaterThan(0);
    for (const cliche of cliches) expect(r!.rewritten.toLowerCase()).not.toContain(cliche.toLowerCase());
  });

  it('has a sendable form without fill-ins or figures the bullet does not state', () => {
    for (const text of ['Helped migrate 12 services to Kubernetes', 'Responsible for the onboarding of new nurses', 'Worked on the reporting dashboards']) {
      const r = rewrite(text);
      expect(r).not.toBeNull();
      expect(hasPlaceholder(r!.rewritten) || r!.metricClause === null).toBe(true);
      if (r!.sendable) {
        expect(hasPlaceholder(r!.sendable)).toBe(false);
        expect(inventedFigures(text, r!.sendable)).toEqual([]);
      }
    }
  });
});

/** Bullets as the corpora print them (../shared/corpus dotin-train and offlinecv, lib/engine/cv/fixtures). */
describe('rewrites of corpus bullets', () => {
  it('a metric of games only on game work: no "players" for an award or a media player, none for a design document', () => {
    for (const text of [
      'Winner of the Most Valuable Player Award in large engagement category',
      "This application is developed to check the stability of Bada's player and Audio out modules.",
      'Created Detailed Level design (DLD) document of all subsequent releases till date',
    ]) {
      expect(metricIdeas(text).clause ?? '').not.toMatch(/players/);
    }
    expect(metricIdeas('Worked on development of Facebook card game').clause).toMatch(/players/);
  });

  it('the verb fits the head of the object, not a word further on', () => {
    // "issue" and "customer" sit deep in these bullets: "Resolved configuration", "Served the marketing manager" are no English
    expect(rewrite('Involved in configuration and maintenance of goods issue processes')?.rewritten ?? '').not.toMatch(/^Resolved/);
    expect(rewrite('Worked with the marketing manager to assess customer needs and fulfill them as appropriate')!.rewritten).toMatch(/^Collaborated with the marketing manager/);
    expect(rewrite('Worked on changes to the functional specifications required as per the clients requirement')?.rewritten ?? '').not.toMatch(/^Served/);
    expect(rewrite('Worked on porting of Android Games and modification of Flash content in games')?.rewritten ?? '').not.toMatch(/^Wrote/);
    // where the head names it, the fitting verb stays
    expect(rewrite('Handled escalations for seller payments and order disputes')!.rewritten).toMatch(/^Resolved escalations/);
  });

  it('a bullet cut off mid-phrase gets no clause glued to its last word', () => {
    const r = rewrite('Led migration of the ingestion pipeline to a streaming architecture, cutting end-to-end latency by');
    expect(r?.rewritten ?? '').not.toMatch(/by, by/);
  });
});

describe('an -ing opener in a job that ended', () => {
  const ended = (text: string) => rewriteBullet(analyseBullet({ text, section: 'experience', experienceIndex: 0 }, verbs), verbs, true);

  it('becomes the past tense, in the report and in the sendable form', () => {
    const r = ended('Configuring the system to resolve the issues.')!;
    expect(r.rewritten).toBe('Configured the system to resolve the issues');
    expect(r.sendable).toBe('Configured the system to resolve the issues');
    expect(r.issues[0]).toBe('opens with the -ing form "Configuring"');
    expect(ended('Resolving client issues')!.rewritten).toMatch(/^Resolved client issues/);
  });

  it('stays when other -ing verbs follow it, or when the job is current or undated', () => {
    expect(ended('Preparing test cases and taking approval from the client')?.rewritten ?? 'Preparing test cases and taking approval').toMatch(/^Preparing test cases and taking approval/);
    expect(ended('Managing design and testing of releases')?.rewritten ?? 'Managing design and testing').toMatch(/^Managing design and testing/);
    expect(rewrite('Configuring the system to resolve the issues')?.rewritten ?? 'Configuring').toMatch(/^Configuring/);
  });
});


describe('a metric rule reads whole words and the people a bullet serves', () => {
  it('takes no fund from "fundamentals", no product from "production", no users from a singular modifier', () => {
    expect(metricIdeas('Fundamentals of office administration').clause ?? '').not.toMatch(/budget/);
    expect(metricIdeas('Operated the production line packer').clause ?? '').not.toMatch(/delivered in \[N\] weeks/);
    expect(metricIdeas('Prepared files for customer audits').clause ?? '').not.toMatch(/customers/);
    expect(metricIdeas('Answered questions from customers at the counter').clause).toMatch(/serving \[N\] customers/);
    expect(metricIdeas('Managed the grant budget of the lab').clause).toMatch(/budget/);
  });
});

describe('the metric fits the trade, not the word', () => {
  it('an electrician\'s upgrades and rewires are jobs done, not systems migrated', () => {
    const idea = metricIdeas('Full rewires, consumer unit upgrades and fault finding in domestic properties.');
    expect(idea.clause).not.toMatch(/systems|downtime/);
    expect(idea.metrics.join(' ')).toMatch(/jobs|inspection/);
    expect(metricIdeas('Upgraded the billing platform to Java 17').clause).toMatch(/systems/);
  });

  it('deploying a monitoring stack is measured by detection, not by release frequency', () => {
    const idea = metricIdeas('Deployed a centralised monitoring environment (Grafana, InfluxDB)');
    expect(idea.clause).not.toMatch(/release/);
    expect(idea.metrics[0]).toMatch(/detect/);
    expect(metricIdeas('Shipped weekly releases of the mobile app').clause).toMatch(/release/);
  });

  it('a drawing release process is no software release', () => {
    expect(metricIdeas('Created standard work instructions for the drawing release process.').metrics.join(' ')).not.toMatch(/deployment|release/);
  });

  it('a designed part is measured by its cost or weight; the customers it was made for were not served', () => {
    const idea = metricIdeas('Designed forged crankshafts and axle beams for export customers in Europe');
    expect(idea.metrics.join(' ')).not.toMatch(/people served|satisfaction/);
    expect(idea.metrics.join(' ')).toMatch(/weight|cost/);
    expect(metricIdeas('Developed reusable React components for the design system').clause ?? '').not.toMatch(/unit cost/);
  });

  it('patient care is measured by patients and care outcomes, never satisfaction scores or revenue', () => {
    const idea = metricIdeas('Managed pre- and post-operative care for orthopaedic and general surgery patients.');
    expect(idea.clause).toMatch(/caring for \[N\] patients/);
    expect(idea.metrics.join(' ')).not.toMatch(/satisfaction|revenue/);
  });

  it('a kitchen is measured by covers and food cost; a software menu is no kitchen', () => {
    expect(metricIdeas('Ran the pass on service and managed ordering and stock control.').metrics.join(' ')).toMatch(/covers|food cost/);
    expect(metricIdeas('Built dropdown menus for the admin app').clause ?? '').not.toMatch(/covers/);
  });

  it('the clause the explanation names is the clause the rewrite adds', () => {
    expect(rewrite('Built CI/CD pipelines on CircleCI for the containerised apps')?.explanation).toMatch(/release lead time/);
  });
});

describe('a rewrite reads as English', () => {
  it('does not repeat the bullet\'s own verb in its clause', () => {
    expect(withoutRepeatedVerb('Generate opportunities using LinkedIn', 'generating [N] leads at a [X%] conversion rate')).toMatch(/^yielding/);
    expect(withoutRepeatedVerb('Ran campaigns', 'generating [N] leads')).toMatch(/^generating/);
  });

  it('keeps the capitals of a name it moves to the middle of a sentence', () => {
    expect(rewrite('Responsible for MySQL, Oracle Linux and VM sales in the region.')?.rewritten).toMatch(/^Managed MySQL/);
    expect(rewrite('Responsible for the weekly payroll run')?.rewritten).toMatch(/^\w+ the weekly payroll/);
  });
});
