/** A handful of public calls per page and language: enough for every page, small in memory. */
const MAX_ANSWERS = 200;
/** A larger answer (a long game list) is fetched each time rather than held (characters: about as many bytes, most of it ASCII). */
const MAX_BODY_LENGTH = 256 * 1024;

interface KeptAnswer {
  status: number;
  headers: [string, string][];
  /** The body, decoded: JSON, as `keptFor` hands it on and `Response` takes it. */
  text: string;
}

/**
 * The API's answers that are everyone's, kept between renders while the site's content stays at
 * the version the render request names (`contentVersion`: the API's change feed moves it on any
 * content change, and sends none while it cannot hear changes). Everyone's: the API's kept
 * endpoints, which say so with `Cache-Control: no-cache` and an ETag (an answer that depends on
 * who asks says `private`). A render of a page then asks the API only for what is the visitor's.
 */
export class PublicAnswers {
  private version: string | null = null;
  private readonly answers = new Map<string, KeptAnswer>();

  /** `transport` with the kept answers in front of it; `transport` itself when no version is named. */
  fetchFor(transport: typeof fetch, contentVersion: string | undefined): typeof fetch {
    if (contentVersion === undefined) return transport;
    this.moveTo(contentVersion);
    return async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET') return transport(request);
      // The API's answer depends on the path, the query and the language asked for, nothing else of a public call.
      const key = answerKey(request.url, request.headers.get('accept-language') ?? '');
      const kept = this.answers.get(key);
      if (kept) return responseOf(kept);
      const response = await transport(request);
      if (!isEveryones(response)) return response;
      const answer: KeptAnswer = { status: response.status, headers: headersToKeep(response.headers), text: await response.text() };
      // A render of an older version may finish after a newer one began: its answer is not the newer one's.
      if (this.version === contentVersion && answer.text.length <= MAX_BODY_LENGTH) this.keep(key, answer);
      return responseOf(answer);
    };
  }

  /**
   * The kept answer's text for a GET of `url` (absolute, as `Request` writes it) in `language`,
   * without a request or a `Response` made for it (each call through `fetch` was about a tenth of
   * a render's time); undefined when none is kept, or no version is named.
   */
  keptFor(contentVersion: string | undefined): ((url: string, language: string) => string | undefined) | undefined {
    if (contentVersion === undefined) return undefined;
    this.moveTo(contentVersion);
    return (url, language) => (this.version === contentVersion ? this.answers.get(answerKey(url, language))?.text : undefined);
  }

  private moveTo(contentVersion: string) {
    if (this.version === contentVersion) return;
    this.version = contentVersion;
    this.answers.clear();
  }

  private keep(key: string, answer: KeptAnswer) {
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, answer);
  }
}

const answerKey = (url: string, language: string) => `${url}\n${language}`;

function isEveryones(response: Response): boolean {
  return (
    response.status === 200 &&
    response.headers.get('cache-control') === 'no-cache' &&
    response.headers.has('etag') &&
    (response.headers.get('content-type') ?? '').startsWith('application/json')
  );
}

/** The body is kept decoded: its encoding and length headers no longer describe it. */
function headersToKeep(headers: Headers): [string, string][] {
  return [...headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
}

function responseOf(answer: KeptAnswer): Response {
  return new Response(answer.text, { status: answer.status, headers: answer.headers });
}
