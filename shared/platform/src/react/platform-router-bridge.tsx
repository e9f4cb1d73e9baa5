import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePlatform } from './hooks';

/**
 * Connects the platform to the router it is rendered in: navigation (modals, 401) goes through
 * the router, and the modal store follows the URL. Render it once inside the router.
 */
export function PlatformRouterBridge() {
  const platform = usePlatform();
  const navigate = useNavigate();
  const { search } = useLocation();

  useLayoutEffect(() => {
    platform.setNavigator((to, options) => void navigate(to, options));
    return () => platform.setNavigator(null);
  }, [platform, navigate]);

  useLayoutEffect(() => platform.modals.syncFromLocation(search), [platform, search]);

  return null;
}
