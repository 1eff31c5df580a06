import { describe, expect, it } from 'vitest';
import { bulletRewriter } from './bullet-rewrites';
import { introducesNumbers } from './invented-numbers';

const rewrite = (original_text: string, rewritten_text: string) => ({
  original_text,
  rewritten_text,
  improvement_explanation: '',
  issues: [],
  section: 'experience',
});

describe('introducesNumbers', () => {
  it.each([
    ['Mentored 4 engineers', 'Mentored 4 engineers to promotion', false],
    ['Cut costs', 'Cut costs by [X%]', false],
    ['Cut costs', 'Cut costs by 30%', true],
    ['Served 1,200 customers', 'Served 1200 customers daily', false],
    ['Handled tickets', 'Handled 50+ tickets a week', true],
    ['Led a team of 5', 'Led a team of 6', true],
  ])('%j → %j: %s', (original, rewritten, expected) => {
    expect(introducesNumbers(original, rewritten)).toBe(expected);
  });
});

describe('bulletRewriter', () => {
  it('rewrites matching bullets and leaves the rest alone', () => {
    const apply = bulletRewriter([rewrite('Helped with releases.', 'Ran [N] releases a quarter.')]);
    expect(apply('• helped with   releases')).toBe('Ran [N] releases a quarter.');
    expect(apply('Wrote docs.')).toBe('Wrote docs.');
  });

  it('ignores empty rewrites and keeps the first of duplicates', () => {
    const apply = bulletRewriter([rewrite('A thing', '  '), rewrite('B thing', 'First'), rewrite('B thing', 'Second')]);
    expect(apply('A thing')).toBe('A thing');
    expect(apply('B thing')).toBe('First');
  });
});
