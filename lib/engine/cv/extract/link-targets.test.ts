import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCv } from '../parse';
import { extractDocument } from './index';
import { boundedLinks, docxLinkTargets, pdfLinkTargets } from './link-targets';

describe('the addresses a file links to', () => {
  it('keeps web addresses only, each once, and no more than fifty of them', () => {
    expect(boundedLinks(['https://www.linkedin.com/in/jane', 'javascript:alert(1)', 'mailto:jane@example.com', 42, null, 'https://www.linkedin.com/in/jane', ` https://github.com/jane `])).toEqual([
      'https://www.linkedin.com/in/jane',
      'https://github.com/jane',
    ]);
    expect(boundedLinks([`https://example.com/${'a'.repeat(600)}`])).toEqual([]);
    expect(boundedLinks(Array.from({ length: 5000 }, (_, i) => `https://example.com/${i}`))).toHaveLength(50);
  });

  it("reads a PDF page's link annotations and nothing else", () => {
    expect(pdfLinkTargets([{ subtype: 'Link', url: 'https://linkedin.com/in/rafael' }, { subtype: 'Widget', url: 'https://evil.example' }, { subtype: 'Link', dest: 'page2' }, null])).toEqual([
      'https://linkedin.com/in/rafael',
    ]);
  });

  it("reads a Word document's external hyperlinks, not its internal parts", () => {
    const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
      <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
      <Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://www.linkedin.com/in/ana-lopez?trk=a&amp;b=c" TargetMode="External"/>
      <Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="#_Toc1"/>
    </Relationships>`;
    expect(docxLinkTargets(rels)).toEqual(['https://www.linkedin.com/in/ana-lopez?trk=a&b=c']);
    expect(docxLinkTargets(`<Relationships>${' '.repeat(1_000_001)}</Relationships>`)).toEqual([]);
  });
});

describe('a profile printed as a bare handle with its address in the link', () => {
  it('is read as the LinkedIn profile (RenderCV prints "rafaelortizpe" under an icon)', async () => {
    const file = path.join(import.meta.dirname, '..', 'fixtures', 'layouts', 'rendercv-classic-mechanical-us.pdf');
    const doc = await extractDocument(new Uint8Array(readFileSync(file)), { fileName: 'cv.pdf' });
    expect(doc.text).not.toMatch(/linkedin/i);
    expect(parseCv(doc).contact.linkedin).toBe('linkedin.com/in/rafaelortizpe');
  });
});
