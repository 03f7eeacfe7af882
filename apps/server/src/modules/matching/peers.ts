import { ageOn, type MatchPeer } from '@mingle/protocol';
import { displayName } from '../accounts/user-info';
import type { MatchingRepo, ShownUser } from './repo';

/**
 * The person shown in the matched pop-up (spec §1: name, age, country, interests), and nothing private: no
 * birthday, contact data or coins.
 */
export function peerView(user: ShownUser, headImg: string, now: Date): MatchPeer {
  return {
    id: user.id,
    userName: displayName(user),
    headImg,
    age: user.birthday ? ageOn(user.birthday, now) : null,
    gender: user.gender ?? 0,
    countryId: user.countryId,
    interests: user.interests,
  };
}

/** Pop-up views of several users, with one query. */
export async function peerViews(
  repo: MatchingRepo,
  ids: readonly number[],
  now: Date,
): Promise<Map<number, MatchPeer>> {
  const rows = await repo.usersWithHeads(ids);
  return new Map(rows.map(({ user, headImg }) => [user.id, peerView(user, headImg, now)]));
}
