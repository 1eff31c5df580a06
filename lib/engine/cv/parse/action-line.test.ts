import { describe, expect, it } from 'vitest';
import { isActionLine } from './action-line';

describe('action lines', () => {
  it('reads a deed with its counts or grades as an action, a firm named with a verb and a number as a name', () => {
    expect(isActionLine('Taught English 7 and 8')).toBe(true);
    expect(isActionLine('Trained 40 New Hires')).toBe(true);
    expect(isActionLine('Evaluated regular student performance')).toBe(true);
    expect(isActionLine('Integrated 3D Systems Ltd')).toBe(false);
    expect(isActionLine('Integrated Systems Ltd')).toBe(false);
  });

  it('leaves a mark under a school ("Achieved ENTER 98.5") with the school\'s lines', () => {
    expect(isActionLine('Achieved ENTER 98.5')).toBe(false);
  });
});
