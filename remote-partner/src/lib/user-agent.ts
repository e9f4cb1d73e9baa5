/*
 * A user agent shortened to what a partner needs to tell two sessions apart: the browser (or app)
 * and the system, e.g. "Chrome 120 · Windows". The full string stays available (a tooltip).
 * Order matters: Edge, Opera and Samsung Internet also say "Chrome"; Chrome also says "Safari".
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Whale\/(\d+)/, 'Whale'],
  [/KAKAOTALK\s?(\d+)?/i, 'KakaoTalk'],
  [/NAVER\(inapp/i, 'NAVER'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 120 · Windows"; what is not recognised is cut to its first 40 characters. */
export function shortDevice(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return '';
  let browser: string | null = null;
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
  if (!browser && !system) return ua.length > 40 ? `${ua.slice(0, 39)}…` : ua;
  return [browser, system].filter(Boolean).join(' · ');
}
