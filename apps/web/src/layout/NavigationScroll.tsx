import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import { deepestHandle } from '../routes/route-handle';

/** Scrolls to the top on every route change (spec §2) and names the tab after the screen. */
export default function NavigationScroll() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { t } = useTranslation();
  const routeName = deepestHandle(matches)?.routeName;

  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  useEffect(() => {
    const app = t('app.name');
    document.title = routeName ? `${t(`screens.${routeName}`)} · ${app}` : app;
  }, [routeName, t]);

  return <Outlet />;
}
