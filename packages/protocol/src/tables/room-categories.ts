/** Room or topic categories of spec §3. 99 stays apart so new categories can take 10, 11, ... */
export const RoomCategory = {
  FOR_YOU: 0,
  SINGING: 1,
  DANCING: 2,
  CHILL_CHAT: 3,
  DATING_TIPS: 4,
  BE_YOURSELF: 5,
  SLEEP_CALL: 6,
  LANGUAGE_CHAT: 7,
  DAILY_LIFE: 8,
  MAKE_FRIENDS: 9,
  OTHER: 99,
} as const;
export type RoomCategory = (typeof RoomCategory)[keyof typeof RoomCategory];

export interface RoomCategoryEntry {
  id: RoomCategory;
  /** Lowercase key into the "groups" i18n namespace. */
  key: string;
  name: string;
}

export const ROOM_CATEGORIES: readonly RoomCategoryEntry[] = [
  { id: RoomCategory.FOR_YOU, key: 'for_you', name: 'For You' },
  { id: RoomCategory.SINGING, key: 'singing', name: 'Singing' },
  { id: RoomCategory.DANCING, key: 'dancing', name: 'Dancing' },
  { id: RoomCategory.CHILL_CHAT, key: 'chill_chat', name: 'Chill Chat' },
  { id: RoomCategory.DATING_TIPS, key: 'dating_tips', name: 'Dating Tips' },
  { id: RoomCategory.BE_YOURSELF, key: 'be_yourself', name: 'Be Yourself' },
  { id: RoomCategory.SLEEP_CALL, key: 'sleep_call', name: 'Sleep Call' },
  { id: RoomCategory.LANGUAGE_CHAT, key: 'language_chat', name: 'Language Chat' },
  { id: RoomCategory.DAILY_LIFE, key: 'daily_life', name: 'Daily Life' },
  { id: RoomCategory.MAKE_FRIENDS, key: 'make_friends', name: 'Make Friends' },
  { id: RoomCategory.OTHER, key: 'other', name: 'Other' },
];

const roomCategoryIds = new Set<number>(ROOM_CATEGORIES.map((c) => c.id));

export function isRoomCategory(id: unknown): id is RoomCategory {
  return typeof id === 'number' && roomCategoryIds.has(id);
}
