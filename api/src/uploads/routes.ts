import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import { staffImageUpload } from '@casino/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps';
import { addEndpoint } from '../http/endpoint-route';
import { recordAudit } from '../partners/audit';
import { storeImage } from './image-store';

/** Staff image uploads, and the files themselves at `/uploads/<sha256>.<ext>` (never changing: cached for good). */
export async function uploadRoutes(app: FastifyInstance, deps: AppDeps) {
  await mkdir(deps.config.uploadsDir, { recursive: true });
  addEndpoint(app, deps.authenticator, 'uploads', staffImageUpload, async ({ auth, body, request }) => {
    const url = await storeImage(deps.config.uploadsDir, body.content_type, body.data);
    await recordAudit(deps.db, { actorId: auth.userId, actorIp: request.ip, action: 'upload.image', targetId: null, subject: url, before: {}, after: {} });
    return { url };
  });
  await app.register(fastifyStatic, {
    root: deps.config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    schemaHide: true,
    // Files written aside (".name.tmp") are never served.
    allowedPath: (pathName) => /^\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/.test(pathName),
    immutable: true,
    maxAge: '365d',
  });
}
