import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { DEFAULT_SENSITIVE_WORDS_FILE } from '../../infra/paths';
import { FriendsRepo } from '../friends/repo';
import { MediaRepo } from '../media/repo';
import { SensitiveWords } from '../profile/sensitive-words';
import { ChatRepo } from './repo';
import { chatRoutes } from './routes';
import { ChatService } from './service';

/** Messages, history, the chat list and read state (spec §3 chat list item and dialog message). */
export function registerChatModule(api: FastifyInstance, ctx: AppContext): void {
  chatRoutes(
    api,
    new ChatService({
      repo: new ChatRepo(ctx.database.db),
      friends: new FriendsRepo(ctx.database.db),
      users: ctx.users,
      media: new MediaRepo(ctx.database.db),
      guard: ctx.social,
      // The profile's list (SENSITIVE_WORDS_FILE): one set of refused words for names, bios and messages.
      words: SensitiveWords.fromFile(ctx.config.sensitiveWordsFile ?? DEFAULT_SENSITIVE_WORDS_FILE),
      realtime: ctx.realtime,
      limits: ctx.config.social,
    }),
  );
}
