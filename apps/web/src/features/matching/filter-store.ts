import type { MatchFilter, MatchGender } from '@mingle/protocol';
import { create } from 'zustand';

interface MatchFilterState extends MatchFilter {
  setGender(gender: MatchGender): void;
  setCountryId(countryId: number): void;
  /** Start pressed: the price on screen right then is the one the matching page sends (and may be charged). */
  commitPrice(price: number): void;
}

/**
 * The filters chosen on home, read by the matching page it opens. Kept for the visit (not stored): a new visit
 * starts unfiltered and free, so nobody pays for a filter they set days ago and forgot.
 */
export const useMatchFilterStore = create<MatchFilterState>()((set) => ({
  gender: 0,
  countryId: 0,
  price: 0,
  setGender(gender) {
    set({ gender });
  },
  setCountryId(countryId) {
    set({ countryId });
  },
  commitPrice(price) {
    set({ price });
  },
}));

/** The filter as the matching call sends it. */
export function currentFilter(state: MatchFilter): MatchFilter {
  return { gender: state.gender, countryId: state.countryId, price: state.price };
}
