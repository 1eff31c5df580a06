import type { SectionReport } from '../../../schemas/analysis';
import type { Section, SectionType } from '../types';
import type { ScoringContext } from '../score/context';
import { mean, percent, toScore } from '../score/numbers';
import { suggestion } from '../score/suggestion';
import { holdsCredential } from './credentials';
import type { DimensionScores, SuggestionItem } from '../score/types';

const MAX_PER_SECTION = 5;

function fromDimensions(d: DimensionScores, section: string): SuggestionItem[] {
  return Object.values(d)
    .flatMap((x) => x.suggestions)
    .filter((s) => s.section === section)
    .filter((s, i, all) => all.findIndex((o) => o.title === s.title) === i)
    .slice(0, MAX_PER_SECTION);
}

/** A line is specific when it names a year, a number or a proper noun beyond its first word. */
function specificShare(lines: readonly string[]): number {
  const nonEmpty = lines.filter((l) => l.trim());
  return nonEmpty.length ? nonEmpty.filter((l) => /\d|\s\p{Lu}/u.test(l.trim())).length / nonEmpty.length : 0;
}

type Scorer = (ctx: ScoringContext, d: DimensionScores, section: Section) => { score: number; suggestions: SuggestionItem[] };

/**
 * Section scores: contact = contact completeness; summary = summary effectiveness;
 * experience = 0.35 impact + 0.25 quantification + 0.2 action verbs + 0.2 career progression;
 * skills = 0.6 hard skills + 0.2 soft skills + 0.2 keyword density; education = share of
 * entries' institution, degree and end date found; certifications = 50 + 15 per entry + 20
 * when one is a credential the role values; projects = 40 + 60 × quantified share of project
 * bullets; languages = 50 + 50 × share with a stated proficiency; other sections = 60 + 40 ×
 * share of specific lines (dates, numbers, names).
 */
const SCORERS: Partial<Record<SectionType, Scorer>> = {
  contact: (_c, d) => ({ score: d.contact_completeness.score, suggestions: fromDimensions(d, 'contact') }),
  summary: (_c, d) => ({ score: d.summary_effectiveness.score, suggestions: fromDimensions(d, 'summary') }),
  experience: (_c, d) => ({
    score: toScore(0.35 * d.impact.score + 0.25 * d.quantification_level.score + 0.2 * d.action_verb_strength.score + 0.2 * d.career_progression.score),
    suggestions: fromDimensions(d, 'experience'),
  }),
  skills: (_c, d) => ({
    score: toScore(0.6 * d.hard_skills_coverage.score + 0.2 * d.soft_skills_coverage.score + 0.2 * d.keyword_density.score),
    suggestions: fromDimensions(d, 'skills'),
  }),
  education: (ctx) => {
    const entries = ctx.cv.education;
    const fields = entries.flatMap((e) => [Boolean(e.institution), Boolean(e.degree), Boolean(e.end)]);
    const undated = entries.filter((e) => !e.end).length;
    const noDegree = entries.filter((e) => !e.degree).length;
    return {
      score: toScore(100 * mean(fields.map((ok) => (ok ? 1 : 0)))),
      suggestions: [
        ...(entries.length === 0 ? [suggestion('medium', 'education', 'List your education clearly', 'No degree, institution or date could be read from this section; write one line per qualification: degree, field, institution, year.')] : []),
        ...(noDegree ? [suggestion('low', 'education', 'Name the qualification', `${noDegree} education entr${noDegree === 1 ? 'y has' : 'ies have'} no degree or qualification name.`)] : []),
        ...(undated ? [suggestion('low', 'education', 'Add graduation years', `${undated} education entr${undated === 1 ? 'y has' : 'ies have'} no end year.`)] : []),
      ],
    };
  },
  certifications: (ctx) => {
    const certs = ctx.cv.certifications;
    const valued = ctx.target.role?.certifications ?? [];
    const matches = valued.some((v) => holdsCredential(ctx, v));
    const undated = certs.filter((c) => !/\d{4}/.test(c));
    return {
      score: toScore(certs.length ? 50 + 15 * certs.length + (matches ? 20 : 0) : 0),
      suggestions: [
        ...(undated.length ? [suggestion('low', 'certifications', 'Date your certifications', `${undated.length} of ${certs.length} certifications have no year; recruiters check that credentials are current.`)] : []),
        ...(!matches && valued.length ? [suggestion('low', 'certifications', `Consider ${valued[0]}`, `It is the credential ${ctx.target.role!.title} roles value most and is not listed.`)] : []),
      ],
    };
  },
  projects: (ctx) => {
    const bullets = ctx.bullets.filter((b) => b.section === 'projects');
    const quantified = bullets.filter((b) => b.quantified).length;
    const counted = quantified > 0 || ctx.facts.bullets.measured === 'absent';
    return {
      score: toScore(40 + 60 * (bullets.length ? quantified / bullets.length : 0)),
      suggestions:
        bullets.length && quantified < bullets.length
          ? [suggestion('low', 'projects', 'Show project outcomes', `${counted ? `${quantified} of ${bullets.length} project bullets (${percent(quantified, bullets.length)}%) state a result; add` : 'Add'} users, stars, performance or what it replaced.`)]
          : bullets.length === 0
            ? [suggestion('low', 'projects', 'Describe each project', 'Give each project a line on what it does, the stack and one result.')]
            : [],
    };
  },
  languages: (ctx) => {
    // a level printed beside or below the language counts, even where the parser did not attach it
    const langs = ctx.facts.languages;
    const withLevel = langs.filter((l) => l.level).length;
    return {
      score: toScore(langs.length ? 50 + (50 * withLevel) / langs.length : 40),
      suggestions:
        withLevel < langs.length && ctx.facts.readable
          ? [suggestion('low', 'languages', 'State proficiency levels', `${langs.length - withLevel} of ${langs.length} languages have no level; use CEFR (B2, C1) or Native/Fluent.`)]
          : langs.length === 0
            ? [suggestion('low', 'languages', 'State proficiency levels', 'List each language with its level; use CEFR (B2, C1) or Native/Fluent.')]
            : [],
    };
  },
  references: () => ({
    score: 40,
    suggestions: [suggestion('low', 'references', 'Drop the references section', 'Recruiters ask for references when they need them; use the space for results.')],
  }),
};

/**
 * Headings no standard one replaces: an Indian CV's "Declaration", an academic CV's "Teaching" and
 * "Service", a European CV's "Personal Details". Renaming them would file their content wrongly.
 */
const CUSTOMARY_HEADING = /^(?:declaration|self[- ]declaration|teaching|teaching and supervision|service|professional service|university service|research|research experience|research interests|personal (?:details|data|information|particulars)|additional information)$/i;

function genericSection(_ctx: ScoringContext, _d: DimensionScores, section: Section) {
  const share = specificShare(section.lines);
  return {
    score: toScore(60 + 40 * share),
    suggestions: [
      ...(section.type === 'other' && section.heading.trim() && !CUSTOMARY_HEADING.test(section.heading.trim().replace(/[:\s]+$/, ''))
        ? [suggestion('low', 'other', `Rename "${section.heading}"`, 'Use a standard heading so ATS software files the content correctly.')]
        : []),
      ...(share < 0.5 && section.lines.length
        ? [suggestion('low', section.type, 'Be specific', `${percent(section.lines.length - Math.round(share * section.lines.length), section.lines.length)}% of lines under "${section.heading || section.type}" name no date, number or organisation.`)]
        : []),
    ],
  };
}

/** One report per detected section type, in the order the sections first appear. */
export function sectionReports(ctx: ScoringContext, d: DimensionScores): SectionReport[] {
  const seen = new Set<SectionType>();
  const out: SectionReport[] = [];
  for (const section of ctx.cv.sections) {
    if (seen.has(section.type)) continue;
    seen.add(section.type);
    const { score, suggestions } = (SCORERS[section.type] ?? genericSection)(ctx, d, section);
    out.push({ section_type: section.type, score, suggestions });
  }
  return out;
}
