import { LikeButton } from './like-button';
import { useSearch } from './queries';

/**
 * Like on another user's profile (issue 14): the same button as on cards and search, its price on it before
 * anything is spent, and a match offering Add friend. The person is read as Discover shows them (search by
 * id), so whether they were liked already is the server's word; someone Discover may not show (blocked either
 * way, under 18, banned) gets no Like.
 */
export function ProfileLike({ userId }: { userId: number }) {
  const found = useSearch(String(userId));
  const person = found.data?.find((user) => user.id === userId);
  if (!person) return null;
  return <LikeButton user={person} />;
}
