import { describe, expect, it } from 'vitest';
import { heartbeatBodySchema, presenceBatchQuerySchema, uploadStatusBodySchema } from './presence';

describe('presenceBatchQuerySchema', () => {
  it('keeps valid ids in order and turns invalid ones into 0 (spec §5)', () => {
    expect(presenceBatchQuerySchema.parse({ userIds: '5,abc,7, 9 ,-3,1.5' }).userIds).toEqual([
      5, 0, 7, 9, 0, 0,
    ]);
  });

  it('skips empty entries and requires the parameter', () => {
    expect(presenceBatchQuerySchema.parse({ userIds: '1,,2,' }).userIds).toEqual([1, 2]);
    expect(presenceBatchQuerySchema.parse({ userIds: '' }).userIds).toEqual([]);
    expect(presenceBatchQuerySchema.safeParse({}).success).toBe(false);
  });

  it('refuses more than 200 ids', () => {
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect(presenceBatchQuerySchema.safeParse({ userIds: many }).success).toBe(false);
  });
});

describe('status bodies', () => {
  it('accept online and invisible only, as numbers or strings', () => {
    expect(uploadStatusBodySchema.parse({ status: '3' }).status).toBe(3);
    expect(uploadStatusBodySchema.parse({ status: 2 }).status).toBe(2);
    expect(uploadStatusBodySchema.safeParse({ status: 1 }).success).toBe(false);
    expect(uploadStatusBodySchema.safeParse({}).success).toBe(false);
    expect(heartbeatBodySchema.parse({}).status).toBeUndefined();
  });
});
