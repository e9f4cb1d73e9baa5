import { boardMessageGet, boardMessageList } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { AppError, unauthorized } from '../http/app-error';
import { addEndpoint } from '../http/endpoint-route';
import { findPublishedBoardMessage, listBoardMessages } from './queries';

export async function messageRoutes(app: FastifyInstance, deps: AppDeps) {
  addEndpoint(app, deps.authenticator, 'messages', boardMessageList, async ({ query, optionalAuth }) => {
    const viewer = await optionalAuth();
    // Spec 2: announcement popups are shown only to signed-in users.
    if (query.type === 'popup' && !viewer) throw unauthorized();
    const { items, total } = await listBoardMessages(deps.db, viewer?.userId ?? null, query.type, query.page ?? 1, query.pageSize ?? 20);
    return { items: items.map((m) => ({ ...m, created_at: m.created_at.toISOString() })), total };
  });

  addEndpoint(app, deps.authenticator, 'messages', boardMessageGet, async ({ query, optionalAuth }) => {
    const viewer = await optionalAuth();
    const message = await findPublishedBoardMessage(deps.db, viewer?.userId ?? null, query.id);
    if (!message) throw new AppError(404, 'NOT_FOUND', 'error.board_message_not_found');
    if (message.type === 'popup' && !viewer) throw unauthorized();
    return { ...message, created_at: message.created_at.toISOString() };
  });
}
