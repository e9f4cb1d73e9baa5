import { useHttp } from '@casino/platform';
import { useEffect, useState } from 'react';
import { getSiteSetting } from './api/get-site-setting';

export interface SiteBrand {
  name: string | null;
  logoUrl: string | null;
}

/** The site's name and logo from its settings; null until known (the header shows its own default). */
export function useSiteBrand(): SiteBrand {
  const http = useHttp();
  const [brand, setBrand] = useState<SiteBrand>({ name: null, logoUrl: null });
  useEffect(() => {
    let live = true;
    getSiteSetting(http).then(
      (setting) => live && setBrand({ name: setting.site_name, logoUrl: setting.logo_url }),
      () => undefined, // the default name is fine; the header must never fail on this
    );
    return () => {
      live = false;
    };
  }, [http]);
  return brand;
}
