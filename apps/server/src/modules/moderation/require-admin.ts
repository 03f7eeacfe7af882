import { Code, answerText } from '@mingle/protocol';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { requireSession } from '../../http/request-contract';
import type { Session } from '../session/service';
import type { UsersRepo } from '../accounts/users-repo';

/** Admin-only routes: a live session of a user flagged is_admin (granted with `npm run admin -- grant`). */
export async function requireAdmin(request: FastifyRequest, users: UsersRepo): Promise<Session> {
  const session = requireSession(request);
  const user = await users.byId(session.userId);
  if (!user?.isAdmin) throw new AppError(Code.FORBIDDEN, answerText(Code.FORBIDDEN), 403);
  return session;
}
