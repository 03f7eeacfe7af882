export interface Interest {
  id: number;
  /** Lowercase key into the "interest" i18n namespace. */
  key: string;
  /** English name, the fallback when a translation is missing. */
  name: string;
}

/** Interest tags of spec §3; the ids are stored on profiles, so they never change. */
export const INTERESTS: readonly Interest[] = [
  { id: 1, key: 'music', name: 'Music' },
  { id: 2, key: 'dance', name: 'Dance' },
  { id: 3, key: 'yoga', name: 'Yoga' },
  { id: 4, key: 'cricket', name: 'Cricket' },
  { id: 5, key: 'party', name: 'Party' },
  { id: 6, key: 'fashion', name: 'Fashion' },
  { id: 7, key: 'shopping', name: 'Shopping' },
  { id: 8, key: 'photography', name: 'Photography' },
  { id: 9, key: 'movies', name: 'Movies' },
  { id: 10, key: 'travel', name: 'Travel' },
  { id: 11, key: 'food', name: 'Food' },
  { id: 12, key: 'coffee', name: 'Coffee' },
  { id: 13, key: 'sports', name: 'Sports' },
  { id: 14, key: 'dog', name: 'Dog' },
  { id: 15, key: 'cat', name: 'Cat' },
  { id: 16, key: 'beauty', name: 'Beauty' },
  { id: 17, key: 'camping', name: 'Camping' },
  { id: 18, key: 'reading', name: 'Reading' },
  { id: 19, key: 'cooking', name: 'Cooking' },
  { id: 20, key: 'football', name: 'Football' },
  { id: 21, key: 'pets', name: 'Pets' },
];

const interestIds = new Set(INTERESTS.map((i) => i.id));

export function isInterestId(id: unknown): id is number {
  return typeof id === 'number' && interestIds.has(id);
}

export function interestById(id: number): Interest | undefined {
  return INTERESTS.find((i) => i.id === id);
}
