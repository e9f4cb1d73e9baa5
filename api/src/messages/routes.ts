import { boardMessageGet, boardMessageList } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError, unauthorized } from '../http/app-error';
import { addCachedEndpoint } from '../http/cached-endpoint';
import { findPublishedBoardMessage, listBoardMessages } from './queries';

export async function messageRoutes(app: FastifyInstance, deps: AppDeps) {
  // A signed-in caller also sees their own line's announcements.
  const lines = { tables: ['board_messages', 'users'], perCaller: true } as const;
  addCachedEndpoint(app, deps, 'messages', boardMessageList, lines, async ({ query, viewer }) => {
    // Spec 2: announcement popups are shown only to signed-in users.
    if (query.type === 'popup' && !viewer) throw unauthorized();
    const { items, total } = await listBoardMessages(deps.db, viewer?.userId ?? null, query.type, query.page ?? 1, query.pageSize ?? 20);
    return { items: items.map((m) => ({ ...m, created_at: m.created_at.toISOString() })), total };
  });

  addCachedEndpoint(app, deps, 'messages', boardMessageGet, lines, async ({ query, viewer }) => {
    const message = await findPublishedBoardMessage(deps.db, viewer?.userId ?? null, query.id);
    if (!message) throw new AppError(404, 'NOT_FOUND', 'error.board_message_not_found');
    if (message.type === 'popup' && !viewer) throw unauthorized();
    return { ...message, created_at: message.created_at.toISOString() };
  });
}
