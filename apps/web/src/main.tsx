import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchContracts } from './lib/contracts';
import { initI18n } from './lib/i18n';
import { themeController } from './lib/theme';
import './index.css';

themeController();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  prefetchContracts();
});
