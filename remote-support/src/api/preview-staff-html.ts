import { staffHtmlPreview } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const previewStaffHtml = (http: HttpClient, content: string) => http.call(staffHtmlPreview, { body: { content } });
