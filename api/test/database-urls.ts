/** The same server as `url`, another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export const TEST_ENV = {
  adminUrl: 'CASINO_TEST_ADMIN_URL',
  template: 'CASINO_TEST_TEMPLATE',
} as const;
