import { describe, expect, it } from 'vitest';
import { splitFields } from './text-shape';

describe('splitFields', () => {
  it('drops the separator a line was wrapped after', () => {
    expect(splitFields('Institut universitaire de cardiologie et de pneumologie de Québec ·')).toEqual(['Institut universitaire de cardiologie et de pneumologie de Québec']);
    expect(splitFields('CHU de Québec · Québec |')).toEqual(['CHU de Québec', 'Québec']);
  });
});
