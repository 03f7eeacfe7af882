import type { Seeker } from '../../infra/match-queue/match-queue';
import type { MatchingRepo } from './repo';

/** A seeker as an offer keeps them: who they are and what they search for, without their avoid list. */
export type SeekerFields = Omit<Seeker, 'avoid'>;

/**
 * The seeker as the queue takes them, with everyone they must not meet (blocked either way, reported). Read
 * when a search starts and again when someone goes back into the queue after a pop-up, so a block made while
 * the pop-up was open counts for the next pairing.
 */
export async function withAvoidList(repo: MatchingRepo, seeker: SeekerFields): Promise<Seeker> {
  return { ...seeker, avoid: await repo.avoidedBy(seeker.userId) };
}

/** The offer record, shared with every process, does not carry the list: it is read again on requeueing. */
export function withoutAvoidList({ avoid: _avoid, ...rest }: Seeker): SeekerFields {
  return rest;
}
