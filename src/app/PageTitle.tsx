import { useEffect } from 'react';
import { useMatches } from '@tanstack/react-router';
import { getAppConfig } from '../config/appConfig';
import { useMessage } from '../i18n/useMessage';
import { composePageTitle } from './pageTitle';
import { useDocumentTitle } from './useRouteTitle';

/** Keeps document.title in step with the deepest route that names a title. */
export function PageTitle() {
  const t = useMessage();
  const matches = useMatches();
  // An unknown path matches the root alone; a bad id in a known path ends its match as notFound.
  const notFound =
    matches.length === 1 ||
    matches.some(
      (match) => match.status === 'notFound' || ('globalNotFound' in match && match.globalNotFound === true),
    );
  const routeTitle = useDocumentTitle();
  const title = notFound ? t('page.notFound') : routeTitle;
  const productName = getAppConfig().productName;

  useEffect(() => {
    document.title = composePageTitle(productName, title);
  }, [productName, title]);

  return null;
}
