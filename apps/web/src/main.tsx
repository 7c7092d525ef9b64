import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchContracts } from './lib/contracts';
import { initI18n } from './lib/i18n';
import { themeController } from './lib/theme';
import { firstContentfulPaint } from './utils/lazy-after-paint';
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
  // Forms need the contracts once someone types: fetching them once the page has painted keeps their
  // bytes off the first screen's bandwidth.
  void firstContentfulPaint().then(prefetchContracts);
});
