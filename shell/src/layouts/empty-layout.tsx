import { Outlet } from 'react-router-dom';

/** Nothing around the page (the redirect page). */
export function EmptyLayout() {
  return <Outlet />;
}
