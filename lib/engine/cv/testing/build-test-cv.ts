/**
 * Builds a consistent ParsedCv + ExtractedDocument pair from a short structured description,
 * so engine tests do not depend on the extractor or the parser.
 */
import type {
  Bullet,
  DocumentKind,
  EducationEntry,
  ExperienceEntry,
  ExtractedDocument,
  ExtractedLine,
  ExtractionQuality,
  ParsedCv,
  Section,
  SectionType,
  YearMonth,
} from '../types';
import { experienceEntry, parsedCv } from './parsed-cv';

export interface TestJob {
  title: string | null;
  employer: string | null;
  /** "2020-03", "2020" or omitted */
  start?: string;
  /** same, or "present" */
  end?: string;
  bullets: string[];
}

export interface TestCvSpec {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  location?: string | null;
  country?: string | null;
  linkedin?: string | null;
  github?: string | null;
  summary?: string | null;
  jobs?: TestJob[];
  education?: Array<{ institution: string; degree: string; field?: string; end?: string }>;
  skills?: string[];
  certifications?: string[];
  extraSections?: Array<{ heading: string; type: SectionType; lines: string[] }>;
  kind?: DocumentKind;
  pages?: number;
  quality?: Partial<ExtractionQuality>;
}

function parseDate(value: string | undefined): YearMonth | null {
  if (!value || value === 'present') return null;
  const [y, m] = value.split('-').map(Number);
  return { year: y, month: m ? m : null };
}

function dateText(value: string | undefined): string {
  if (!value) return '';
  if (value === 'present') return 'Present';
  const d = parseDate(value)!;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return d.month ? `${months[d.month - 1]} ${d.year}` : String(d.year);
}

export function buildTestCv(spec: TestCvSpec): { doc: ExtractedDocument; cv: ParsedCv } {
  const text: string[] = [];
  const sections: Section[] = [];
  const bullets: Bullet[] = [];
  const headingLines = new Set<number>();
  const contactParts = [spec.email, spec.phone, spec.location, spec.linkedin, spec.github].filter(Boolean) as string[];
  const header = [spec.name ?? '', contactParts.join(' | ')].filter(Boolean);
  text.push(...header);
  sections.push({ type: 'contact', heading: '', lines: header, startLine: -1 });

  const addSection = (type: SectionType, heading: string, lines: string[]) => {
    headingLines.add(text.length);
    sections.push({ type, heading, lines, startLine: text.length });
    text.push(heading.toUpperCase(), ...lines);
  };

  if (spec.summary) addSection('summary', 'Summary', [spec.summary]);
  const experience: ExperienceEntry[] = (spec.jobs ?? []).map((job, i) => {
    for (const b of job.bullets) bullets.push({ text: b, section: 'experience', experienceIndex: i });
    const raw = job.start || job.end ? `${dateText(job.start)} – ${dateText(job.end)}` : null;
    return experienceEntry({
      title: job.title,
      employer: job.employer,
      start: parseDate(job.start),
      end: parseDate(job.end),
      current: job.end === 'present',
      rawDates: raw,
      bullets: job.bullets,
    });
  });
  if (spec.jobs?.length) {
    const lines = spec.jobs.flatMap((job, i) => [
      [job.title, job.employer, experience[i].rawDates].filter(Boolean).join(' | '),
      ...job.bullets.map((b) => `• ${b}`),
    ]);
    addSection('experience', 'Experience', lines);
  }
  const education: EducationEntry[] = (spec.education ?? []).map((e) => ({
    institution: e.institution,
    degree: e.degree,
    field: e.field ?? null,
    start: null,
    end: parseDate(e.end),
    grade: null,
  }));
  if (education.length) {
    addSection(
      'education',
      'Education',
      (spec.education ?? []).map((e) => [e.degree, e.field, e.institution, e.end].filter(Boolean).join(', ')),
    );
  }
  if (spec.skills?.length) addSection('skills', 'Skills', [spec.skills.join(', ')]);
  if (spec.certifications?.length) addSection('certifications', 'Certifications', spec.certifications);
  for (const extra of spec.extraSections ?? []) addSection(extra.type, extra.heading, extra.lines);

  const pages = spec.pages ?? 1;
  const perPage = Math.ceil(text.length / pages);
  const lines: ExtractedLine[] = text.map((t, i) => ({
    text: t,
    page: Math.floor(i / perPage) + 1,
    column: 0,
    x: 50,
    y: 50 + (i % perPage) * 14,
    fontSize: headingLines.has(i) ? 13 : 10.5,
    bold: headingLines.has(i) || i === 0,
    headingHint: headingLines.has(i),
    gapBefore: 1,
  }));
  const joined = text.join('\n');
  const doc: ExtractedDocument = {
    kind: spec.kind ?? 'pdf',
    text: joined,
    lines,
    quality: {
      garbledRatio: 0,
      textChars: joined.length,
      pageCount: pages,
      columns: 1,
      imageCount: 0,
      tables: 0,
      textBoxes: 0,
      contactInHeaderFooter: false,
      minFontSize: 10.5,
      bodyFontSize: 10.5,
      fontFamilies: 1,
      fontSizes: 2,
      ...spec.quality,
    },
    warnings: [],
  };
  const cv = parsedCv({
    contact: {
      name: spec.name ?? null,
      email: spec.email ?? null,
      phone: spec.phone ?? null,
      phoneCountry: spec.phone?.startsWith('+1') ? 'US' : null,
      location: spec.location ?? null,
      country: spec.country ?? null,
      linkedin: spec.linkedin ?? null,
      github: spec.github ?? null,
      website: null,
    },
    summary: spec.summary ?? null,
    sections,
    experience,
    education,
    listedSkills: spec.skills ?? [],
    certifications: spec.certifications ?? [],
    bullets,
  });
  return { doc, cv };
}

/** A realistic mid-level backend engineer, the baseline most tests vary. */
export const BACKEND_CV: TestCvSpec = {
  name: 'Jane Doe',
  email: 'jane.doe@example.com',
  phone: '+1 512 555 0142',
  location: 'Austin, TX',
  country: 'US',
  linkedin: 'linkedin.com/in/janedoe',
  github: 'github.com/janedoe',
  summary:
    'Backend engineer with 6 years of experience building distributed systems in Go and PostgreSQL. Reduced API latency by 40% at Acme.',
  jobs: [
    {
      title: 'Senior Backend Engineer',
      employer: 'Acme Corp',
      start: '2021-03',
      end: 'present',
      bullets: [
        'Reduced p99 API latency by 40% by redesigning the caching layer with Redis',
        'Responsible for the payments service written in Go',
        'Helped migrate services to Kubernetes',
        'Mentored 4 engineers through code reviews and pairing',
      ],
    },
    {
      title: 'Backend Engineer',
      employer: 'Globex',
      start: '2018-06',
      end: '2021-02',
      bullets: [
        'Worked on the order pipeline using Kafka and PostgreSQL',
        'Built a CI/CD pipeline with Docker that cut release time from 2 days to 3 hours',
        'Assisted with on-call support for the API platform',
      ],
    },
  ],
  education: [{ institution: 'University of Texas', degree: 'BSc', field: 'Computer Science', end: '2018' }],
  skills: ['Go', 'Python', 'PostgreSQL', 'Redis', 'Kafka', 'Docker', 'Kubernetes', 'Git'],
};
