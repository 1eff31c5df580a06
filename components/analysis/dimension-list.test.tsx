import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NOT_MEASURED } from '@/lib/schemas/not-measured';
import { DimensionList } from './dimension-list';

const item = (over: Partial<{ score: number; top_strength: string }>) => ({
  dimension: 'relevance_score',
  score: 0,
  explanation: 'x',
  top_strength: 'Relevant title: Nurse',
  top_weakness: 'Missing: Triage',
  ...over,
});

describe('DimensionList', () => {
  it('shows a dimension that measured nothing as a dash, not a red zero, and claims no strength for it', () => {
    const html = renderToStaticMarkup(<DimensionList items={[item({ top_strength: NOT_MEASURED })]} />);
    expect(html).toContain('—');
    expect(html).toContain('not measured');
    expect(html).not.toContain('out of 100');
    expect(html).not.toContain('#dc2626');
    expect(html).not.toContain('Strongest point');
  });

  it('shows a measured zero as a zero', () => {
    const html = renderToStaticMarkup(<DimensionList items={[item({})]} />);
    expect(html).toContain('0<span class="sr-only"> out of 100</span>');
    expect(html).toContain('Strongest point');
  });
});
