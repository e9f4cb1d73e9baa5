import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser, except that an empty body reads as no body: clients that always send
 * `Content-Type: application/json` can still call body-less endpoints such as logout. The text
 * is kept as `request.rawBody`: a signed callback must be checked against the bytes signed.
 */
export function allowEmptyJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    request.rawBody = text;
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}
