import { Suspense } from 'react';
import { CacheProvider } from '@emotion/react';
import { RouterProvider } from 'react-router';
import AuthProvider from '../features/auth/AuthProvider';
import ThemeModeProvider from '../themes/ThemeModeProvider';
import Loader from '../ui-component/Loader';
import SnackbarProvider from '../ui-component/snackbar/SnackbarProvider';
import { createEmotionCache } from './emotion-cache';
import { router } from './router';

const emotionCache = createEmotionCache();

/**
 * Providers, outermost first: styles (with CSP nonce), theme, translations, snackbars, auth, routes.
 * The data cache is provided by the routes themselves (QueryLayer), for every screen but sign-in.
 */
export default function App() {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeModeProvider>
        {/* Translations load before the first screen (react-i18next suspends until then). */}
        <Suspense fallback={<Loader />}>
          <SnackbarProvider>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </SnackbarProvider>
        </Suspense>
      </ThemeModeProvider>
    </CacheProvider>
  );
}
