/**
 * What the engine reads from one CV, for looking at CVs that have no labels:
 *   npx tsx eval/inspect.ts FILE [--text] [--report] [--target ROLE]
 * prints contact, sections, jobs, education and listed skills; --text the extracted text in
 * reading order; --report the report's scores, red flags, contact claims and salary.
 */
import fs from 'node:fs';
import { analyseParsed, extractDocument, parseCv } from '../lib/engine/cv';
import type { YearMonth } from '../lib/engine/cv/types';

const ym = (d: YearMonth | null) => (d ? `${d.year}-${d.month ?? '?'}` : '-');

async function main() {
  const [file, ...flags] = process.argv.slice(2);
  if (!file) throw new Error('usage: npx tsx eval/inspect.ts FILE [--text] [--report] [--target ROLE]');
  const targetAt = flags.indexOf('--target');
  const doc = await extractDocument(new Uint8Array(fs.readFileSync(file)), { fileName: file });
  const cv = parseCv(doc);
  if (flags.includes('--text')) console.log(`${doc.text}\n---`);
  console.log('CONTACT', JSON.stringify(cv.contact));
  console.log('SECTIONS', cv.sections.map((s) => `${s.type}:${s.heading}`).join(' | '), '| language', cv.language);
  for (const j of cv.experience) {
    console.log(`JOB  ${j.title} @ ${j.employer} [${j.location ?? ''}] ${ym(j.start)}..${j.current ? 'now' : ym(j.end)} bullets ${j.bullets.length} lines ${j.description.length}`);
  }
  for (const e of cv.education) console.log(`EDU  ${e.institution} | ${e.degree} | ${e.field ?? ''} ${ym(e.start)}..${ym(e.end)}`);
  console.log('SKILLS', JSON.stringify(cv.listedSkills));
  console.log('LANGUAGES', JSON.stringify(cv.languages), 'CERTIFICATIONS', JSON.stringify(cv.certifications), 'PROJECTS', cv.projects.length);
  if (flags.includes('--report')) {
    const { scores, result } = analyseParsed(doc, cv, { targetRole: targetAt >= 0 ? flags[targetAt + 1] : '' });
    console.log('SCORES', JSON.stringify(scores));
    console.log('RED FLAGS', JSON.stringify(result.red_flags));
    console.log('CONTACT CLAIMS', JSON.stringify(result.contact_improvements));
    console.log('SALARY', JSON.stringify(result.salary_intelligence));
  }
}

void main();
