import type { Bullet, ExtractedDocument, ExtractedLine, ParsedCv, SectionType } from '../types';
import { parseContact } from './contact';
import { parseEducation } from './education';
import { isProse } from './entry-blocks';
import { parseExperience } from './experience';
import { guessLanguage } from './language-guess';
import { parseLanguages } from './languages';
import { parseProjects } from './projects';
import { splitSections, type SectionSpan } from './sections';
import { parseSkills } from './skills';
import { isBullet, stripBullet } from './text-shape';
import { joinWrappedLines } from './wrapped-lines';

const linesOf = (spans: SectionSpan[], type: SectionType): ExtractedLine[] =>
  spans.filter((span) => span.section.type === type).flatMap((span) => span.lines);

function summaryOf(spans: SectionSpan[]): string | null {
  const written = linesOf(spans, 'summary').map((l) => stripBullet(l.text));
  if (written.length) return written.join(' ').replace(/\s+/g, ' ').trim();
  // Without a heading, a paragraph in the header block under the name is the summary.
  const header = spans.find((span) => span.section.startLine === -1);
  const prose = header?.lines.filter((l) => isProse(l.text) && !/@|https?:|\d{5,}/.test(l.text)) ?? [];
  return prose.length ? prose.map((l) => l.text).join(' ') : null;
}

function bulletsOf(spans: SectionSpan[], experience: { bullets: string[] }[][]): Bullet[] {
  const bullets: Bullet[] = [];
  let experienceSpan = 0;
  let offset = 0;
  for (const span of spans) {
    if (span.section.type === 'experience') {
      const entries = experience[experienceSpan++] ?? [];
      entries.forEach((entry, i) => {
        for (const text of entry.bullets) bullets.push({ text, section: 'experience', experienceIndex: offset + i });
      });
      offset += entries.length;
      continue;
    }
    for (const line of joinWrappedLines(span.lines)) {
      if (isBullet(line.text)) bullets.push({ text: stripBullet(line.text), section: span.section.type, experienceIndex: null });
    }
  }
  return bullets;
}

/** Reads an extracted CV into fields. Pure and total: fields it cannot find are null or empty. */
export function parseCv(doc: ExtractedDocument): ParsedCv {
  const lines = doc.lines;
  const spans = splitSections(lines);
  const experienceBySpan = spans.filter((s) => s.section.type === 'experience').map((s) => parseExperience(s.lines));
  const skills = parseSkills(joinWrappedLines(linesOf(spans, 'skills')).map((l) => l.text));
  const languageLines = [...linesOf(spans, 'languages').map((l) => l.text), ...skills.languageLines];
  return {
    contact: parseContact(lines, linesOf(spans, 'contact')),
    summary: summaryOf(spans),
    sections: spans.map((span) => span.section),
    experience: experienceBySpan.flat(),
    education: parseEducation(linesOf(spans, 'education')),
    listedSkills: skills.skills,
    certifications: joinWrappedLines(linesOf(spans, 'certifications')).map((l) => stripBullet(l.text)).filter(Boolean),
    languages: parseLanguages(languageLines),
    projects: parseProjects(linesOf(spans, 'projects')),
    bullets: bulletsOf(spans, experienceBySpan),
    language: guessLanguage(
      lines.map((l) => l.text).join('\n'),
      spans.map((span) => span.section.heading),
    ),
  };
}
