export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/** Until the shell hands over its router: a full page load, which always works. */
export const browserNavigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};
