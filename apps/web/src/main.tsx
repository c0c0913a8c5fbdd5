import './utils/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Latin text face, self-hosted (font-src 'self'); the CJK faces load with a Chinese interface.
import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-500.css';
import '@fontsource/poppins/latin-600.css';
import '@fontsource/poppins/latin-700.css';
import './i18n/i18n';
import App from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
