/** Entries whose dates sit in a left gutter (moderncv and its imitations, issue #14). */
import { describe, expect, it } from 'vitest';
import type { ExtractedLine } from '../types';
import { splitEntryBlocks } from './entry-blocks';

const line = (text: string, overrides: Partial<ExtractedLine> = {}): ExtractedLine => ({
  text, page: 1, column: 0, x: 51, y: 0, fontSize: 10, bold: false, headingHint: false, gapBefore: 1, ...overrides,
});

describe('bullets beside a date gutter', () => {
  const bullets = [
    line('Entwicklung von Microservices mit Java und Spring Boot', { x: 158.9 }),
    line('Betreuung der Bestellplattform im Rufbereitschaftsdienst', { x: 158.9 }),
  ];

  it('measures markerless bullets from the text column beside the dates, not from the margin', () => {
    const blocks = splitEntryBlocks([line('04/2019 – heute  Softwareentwickler, REWE digital GmbH, Köln', { cellX: [51, 139] }), ...bullets]);
    expect(blocks).toHaveLength(1);
    expect(blocks[0].bullets).toEqual(bullets.map((l) => l.text));
  });

  it('reads a line of the dates and the place (altacv\'s meta line) as no gutter: the bullets under it stay bullets', () => {
    const listed = [line('Campagnes en affiches voor festivals en theaters, van concept tot drukproef.', { x: 65 })];
    const blocks = splitEntryBlocks([line('Grafisch ontwerper'), line('Koeweiden Nord'), line('feb. 2017 – aug. 2020  Amsterdam', { cellX: [51, 420] }), ...listed]);
    expect(blocks.flatMap((b) => b.bullets)).toEqual(listed.map((l) => l.text));
  });

  it('keeps the column for an entry whose dates joined its title in one piece', () => {
    const blocks = splitEntryBlocks([
      line('04/2019 – heute  Softwareentwickler, REWE digital GmbH, Köln', { cellX: [51, 139] }),
      bullets[0],
      line('09/2015 – 03/2019 Junior-Entwickler, DATEV eG, Nürnberg'),
      bullets[1],
    ]);
    expect(blocks.map((b) => [b.header.length, b.bullets.length])).toEqual([[1, 1], [1, 1]]);
  });

  it('still reads a line far past dates that share no gutter as a header line', () => {
    const blocks = splitEntryBlocks([line('Softwareentwickler  04/2019 – heute', { cellX: [51, 400] }), line('Entwicklung von Microservices mit Java', { x: 158.9 })]);
    expect(blocks[0].bullets).toEqual([]);
  });
});
