import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { errorResponse } from './error-response';

/** What an AppError made by another bundled copy of lib/errors looks like from here. */
class OtherCopyOfAppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code = 'x',
  ) {
    super(message);
    this.name = 'AppError';
  }
}

describe('errorResponse', () => {
  it('keeps the status and message of an AppError, even one made by another copy of the class', async () => {
    for (const err of [new AppError('engine_busy', 'The service is busy'), new OtherCopyOfAppError(503, 'The service is busy')]) {
      const res = errorResponse(err, 'req-1');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ error: 'The service is busy' });
    }
  });

  it('answers 500 without details for anything else, a look-alike without a status included', async () => {
    const impostor = Object.assign(new Error('secret detail'), { name: 'AppError' });
    for (const err of [new Error('secret detail'), impostor]) {
      const res = errorResponse(err, 'req-2');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ error: 'Internal server error' });
    }
  });
});
