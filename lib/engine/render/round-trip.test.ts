/**
 * The generated files read back through the analysis engine: the same person, jobs, education
 * and skills come out, and the ATS score is at least the original's. Fixture CVs are the
 * engine's own corpus (lib/engine/cv/fixtures), so traps such as an all-caps job title ("SDR")
 * or degree ("MBA") that could pass for a heading are covered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseCv } from '../cv';
import { improveCv } from './improve';
import type { JsonResume } from './json-resume-schema';
import { renderDocx } from './render-docx';
import { renderPdf } from './render-pdf';
import { TEMPLATES } from './templates';

const FIXTURES = [
  { file: 'pdf-backend-engineer-us.pdf', region: 'US', language: 'en', role: 'Backend Engineer' },
  { file: 'pdf-product-director-ca.pdf', region: 'CA', language: 'en', role: 'Product Director' },
  { file: 'pdf-ux-designer-de.pdf', region: 'DE', language: 'de', role: 'UX Designer' },
  { file: 'docx-sales-es.docx', region: 'ES', language: 'es', role: 'Sales Representative' },
] as const;

const now = new Date('2026-01-01T00:00:00Z');

interface Original {
  analysis: Awaited<ReturnType<typeof analyseCv>>;
  improved: JsonResume;
}

const originals = new Map<string, Original>();

beforeAll(async () => {
  for (const fixture of FIXTURES) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(process.cwd(), 'lib/engine/cv/fixtures', fixture.file)));
    const analysis = await analyseCv(bytes, { targetRole: fixture.role, now });
    const improved = improveCv(analysis.parsed, analysis.result, { targetRole: fixture.role, language: fixture.language });
    originals.set(fixture.file, { analysis, improved });
  }
});

describe.each(TEMPLATES)('round trip through the analysis engine: %s', (template) => {
  it.each(FIXTURES.flatMap((f) => [{ ...f, format: 'pdf' as const }, { ...f, format: 'docx' as const }]))(
    '$file as $format ($region/$language)',
    async ({ file, region, language, role, format }) => {
      const { analysis, improved } = originals.get(file)!;
      const render = format === 'pdf' ? renderPdf : renderDocx;
      const bytes = await render(improved, { template, region, language });
      const again = await analyseCv(new Uint8Array(bytes), { targetRole: role, now });
      const before = analysis.parsed;
      const after = again.parsed;

      expect(after.contact.name).toBe(before.contact.name);
      expect(after.contact.email).toBe(before.contact.email);
      expect(after.contact.phone).toBe(before.contact.phone);

      expect(after.experience.map((e) => [e.title, e.employer, e.start, e.current])).toEqual(
        before.experience.map((e) => [e.title, e.employer, e.start, e.current]),
      );
      expect(after.education).toHaveLength(before.education.length);

      const listed = new Set(after.listedSkills.map((s) => s.toLowerCase()));
      for (const skill of improved.skills.flatMap((g) => g.keywords)) expect(listed).toContain(skill.toLowerCase());

      expect(again.scores.ats).toBeGreaterThanOrEqual(analysis.scores.ats);
    },
  );
});
