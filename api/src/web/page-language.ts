import { LANGUAGE_COOKIE, LANGUAGE_PARAM } from '@casino/contract';
import type { FastifyRequest } from 'fastify';
import { pickLang, type Lang } from '../http/i18n';

const isLang = (value: unknown): value is Lang => value === 'ko' || value === 'en';

/** The language a page is rendered in: its `?lang=`, else the visitor's chosen one (cookie), else the browser's. */
export function pageLanguage(request: FastifyRequest): Lang {
  const asked = new URLSearchParams(request.url.split('?')[1] ?? '').get(LANGUAGE_PARAM);
  if (isLang(asked)) return asked;
  const chosen = request.cookies[LANGUAGE_COOKIE];
  if (isLang(chosen)) return chosen;
  return pickLang(request.headers['accept-language']);
}
