import { describe, expect, it } from 'vitest';
import { warmUpEngine } from './warm-up';

describe('warmUpEngine', () => {
  it('reads its hand-written PDF through the whole engine', async () => {
    const r = await warmUpEngine();
    expect(r.name).toBe('Alex Morgan');
    expect(r.overall).toBeGreaterThan(0);
  });
});
