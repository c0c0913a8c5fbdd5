import { describe, expect, it } from 'vitest';
import './zod-jitless';
import { config } from 'zod/v4/core';
import { z } from 'zod';

describe('zod under the content security policy', () => {
  it('never compiles a validator with eval (jitless), without loading zod first', () => {
    expect(config().jitless).toBe(true);
    // An object schema parses all the same, interpreted.
    expect(z.strictObject({ name: z.string() }).parse({ name: 'Chan Tai Man' })).toEqual({
      name: 'Chan Tai Man',
    });
  });
});
