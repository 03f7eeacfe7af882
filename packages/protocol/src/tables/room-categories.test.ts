import { describe, expect, it } from 'vitest';
import { ROOM_CATEGORIES, RoomCategory, isRoomCategory } from './room-categories';

describe('room categories', () => {
  it('runs 0..9 then 99 with unique keys', () => {
    expect(ROOM_CATEGORIES.map((c) => c.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 99]);
    expect(new Set(ROOM_CATEGORIES.map((c) => c.key)).size).toBe(ROOM_CATEGORIES.length);
    expect(ROOM_CATEGORIES[0]?.name).toBe('For You');
    expect(ROOM_CATEGORIES.find((c) => c.id === RoomCategory.MAKE_FRIENDS)?.name).toBe('Make Friends');
  });

  it('accepts only listed ids', () => {
    expect(isRoomCategory(0)).toBe(true);
    expect(isRoomCategory(99)).toBe(true);
    expect(isRoomCategory(10)).toBe(false);
    expect(isRoomCategory(-1)).toBe(false);
  });
});
