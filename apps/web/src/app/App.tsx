import { Suspense } from 'react';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import AuthProvider from '../features/auth/AuthProvider';
import ThemeModeProvider from '../themes/ThemeModeProvider';
import Loader from '../ui-component/Loader';
import SnackbarProvider from '../ui-component/snackbar/SnackbarProvider';
import { createEmotionCache } from './emotion-cache';
import { createQueryClient } from './query-client';
import { router } from './router';

const emotionCache = createEmotionCache();
const queryClient = createQueryClient();

/** Providers, outermost first: styles (with CSP nonce), data, theme, translations, snackbars, auth, routes. */
export default function App() {
  return (
    <CacheProvider value={emotionCache}>
      <QueryClientProvider client={queryClient}>
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
      </QueryClientProvider>
    </CacheProvider>
  );
}
