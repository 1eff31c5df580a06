import { describe, expect, it } from 'vitest';
import { improveCv } from './improve';
import { JsonResumeSchema } from './json-resume-schema';
import { ANA_SILVA, analysisResultFor } from './test-fixtures';

const numbersIn = (text: string): string[] => (text.replace(/\[[^\]]*\]/g, '').match(/\d+/g) ?? []).sort();

describe('improveCv', () => {
  const result = analysisResultFor();
  // knowledge: null — the analysis's keyword lists alone decide, so these expectations do not
  // move when the knowledge base grows.
  const improved = improveCv(ANA_SILVA, result, { targetRole: 'Backend Engineer', knowledge: null });
  const bullets = improved.work.flatMap((w) => w.highlights);

  it('is a valid JSON Resume with the same jobs, employers and dates', () => {
    expect(JsonResumeSchema.safeParse(improved).success).toBe(true);
    expect(improved.work.map((w) => [w.name, w.position, w.startDate, w.endDate])).toEqual(
      ANA_SILVA.experience.map((e, i) => [e.employer, e.title, i === 0 ? '2021-03' : '2018-09', i === 0 ? undefined : '2021-02']),
    );
    expect(improved.basics.email).toBe(ANA_SILVA.contact.email);
  });

  it('never prints a placeholder: a rewrite with one gives way to the same rewrite without it', () => {
    expect(bullets.join(' ')).not.toMatch(/\[[^\]]*\]/);
    // "Owned … raising checkout success by [X%]" cannot be sent; the engine's own verb rewrite can
    expect(bullets).toContain('Managed the payments API used by 3 storefronts.');
    // matched despite the bullet glyph, lower case and missing full stop in the analysis's original_text
    expect(bullets).toContain('Covered on-call rotations as part of a team.');
  });

  it('refuses a rewrite that invents figures and uses one that states only the bullet\'s own', () => {
    expect(bullets).toContain('Migrated services to Kubernetes.');
    expect(bullets.join(' ')).not.toMatch(/40 services|70%/);
  });

  it('turns an -ing opener into the past tense in a job that ended, and leaves it in the current one', () => {
    const gerund = 'Configuring the routing rules for new customers.';
    const cv = { ...ANA_SILVA, experience: ANA_SILVA.experience.map((e) => ({ ...e, bullets: [...e.bullets, gerund] })) };
    const rewrite = { original_text: gerund, rewritten_text: 'Configured the routing rules for new customers, serving [N] customers with [X%] satisfaction', improvement_explanation: '', issues: ['opens with the -ing form "Configuring"'], section: 'experience' as const };
    const out = improveCv(cv, analysisResultFor({ bullet_rewrites: [rewrite] }), { targetRole: 'Backend Engineer', knowledge: null });
    expect(out.work[1]!.highlights).toContain('Configured the routing rules for new customers.');
    expect(out.work[0]!.highlights).toContain(gerund);
  });

  it('keeps the bullet as written when no rewrite can be sent', () => {
    const apply = improveCv(ANA_SILVA, analysisResultFor({ bullet_rewrites: [] }), { targetRole: 'Backend Engineer', knowledge: null });
    expect(apply.work.flatMap((w) => w.highlights)).toEqual(ANA_SILVA.experience.flatMap((e) => e.bullets));
  });

  it('never puts a number in a bullet that the original bullet did not have', () => {
    improved.work.forEach((job, i) =>
      job.highlights.forEach((bullet, j) => {
        const original = ANA_SILVA.experience[i].bullets[j];
        expect(numbersIn(bullet).every((n) => numbersIn(original).includes(n))).toBe(true);
      }),
    );
  });

  it('uses the generated summary that fits a senior candidate best', () => {
    expect(improved.basics.summary).toMatch(/^Senior backend engineer with seven years/);
  });

  it('keeps the summary of a CV in another language: the generated ones are English', () => {
    const cv = { ...ANA_SILVA, language: 'pt', summary: 'Engenheira de backend que constrói sistemas de pagamento fiáveis.' };
    expect(improveCv(cv, result, { targetRole: 'Backend Engineer', knowledge: null }).basics.summary).toBe(cv.summary);
  });

  it('drops the years from a generated summary without breaking its grammar, and never prints "and N more"', () => {
    const summaries = [
      { text: 'Backend Engineer with 7 years of experience in Go, Kafka and PostgreSQL.', style: 'concise' as const, word_count: 12 },
      { text: 'Backend Engineer skilled in Go, Kafka, PostgreSQL, Redis and 2 more, applied at Farfetch.', style: 'skills_focused' as const, word_count: 13 },
    ];
    const out = improveCv(ANA_SILVA, analysisResultFor({ generated_summaries: summaries }), { targetRole: 'Backend Engineer', knowledge: null });
    expect(out.basics.summary).toBe('Backend Engineer experienced in Go, Kafka and PostgreSQL.');
  });

  it('drops the sentence of its own summary whose years the dates have outrun', () => {
    const cv = { ...ANA_SILVA, summary: '3 years of experience in payment systems. Builds reliable backend services in Go.' };
    const out = improveCv(cv, { ...result, generated_summaries: [] }, { targetRole: 'Backend Engineer', knowledge: null });
    expect(out.basics.summary).toBe('Builds reliable backend services in Go.');
  });

  it('keeps the original summary when the analysis generated none', () => {
    const plain = improveCv(ANA_SILVA, analysisResultFor({ generated_summaries: [] }), { targetRole: 'Backend Engineer' });
    expect(plain.basics.summary).toBe(ANA_SILVA.summary);
  });

  it("orders skills with the analysis's matched keywords first and soft skills last", () => {
    const [technical, ...rest] = improved.skills;
    expect(technical.name).toBe('Technical Skills');
    expect(technical.keywords.slice(0, 3)).toEqual(['Kubernetes', 'PostgreSQL', 'Go']);
    expect(rest.map((g) => g.name)).toEqual(['Soft Skills', 'Additional Skills']);
    expect(rest[0].keywords).toEqual(['Communication', 'Teamwork']);
  });

  it('does not list domain vocabulary as a skill even when the CV uses it', () => {
    const withTerm = analysisResultFor();
    withTerm.keywords.hard_skills.push('payments');
    const all = improveCv(ANA_SILVA, withTerm, { targetRole: 'Backend Engineer', knowledge: null }).skills.flatMap((g) => g.keywords);
    expect(all).not.toContain('payments');
  });

  it('adds only skills the CV demonstrates, never missing ones', () => {
    const all = improved.skills.flatMap((g) => g.keywords);
    expect(all).toContain('Node.js'); // in a Talkdesk bullet, not in the skills list
    expect(all).not.toContain('Kafka');
    expect(all).not.toContain('gRPC');
    expect(new Set(all).size).toBe(all.length);
  });

  it('adds no skill under a name carrying a figure the CV does not print', () => {
    // the lexicon's "3D math" is found through its alias "vector math": the CV never says "3D"
    const games = { ...ANA_SILVA, experience: ANA_SILVA.experience.map((e, i) => (i === 0 ? { ...e, bullets: [...e.bullets, 'Wrote the vector math for the camera system.'] } : e)) };
    const withMath = analysisResultFor({ keywords: { ...result.keywords, hard_skills: [...result.keywords.hard_skills, '3D math'] } });
    const all = improveCv(games, withMath, { targetRole: 'Backend Engineer' }).skills.flatMap((g) => g.keywords);
    expect(all).toContain('Node.js');
    expect(all.join(' ')).not.toMatch(/3D/);
  });

  it('labels skill groups in the requested language', () => {
    const german = improveCv(ANA_SILVA, result, { targetRole: 'Backend Engineer', language: 'de', knowledge: null });
    expect(german.skills.map((g) => g.name)).toEqual(['Fachliche Kenntnisse', 'Soziale Kompetenzen', 'Weitere Kenntnisse']);
  });

  it('uses the knowledge base by default, keeping a short list under one heading', () => {
    const groups = improveCv(ANA_SILVA, result, { targetRole: 'Backend Engineer' }).skills;
    expect(groups.map((g) => g.name)).toEqual(['Technical Skills', 'Soft Skills']);
    expect(groups[0].keywords).toEqual(expect.arrayContaining(['Go', 'TypeScript', 'PostgreSQL', 'Kubernetes', 'Node.js']));
    expect(groups[1].keywords).toEqual(['Communication', 'Teamwork']);
  });
});
