import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { prefetchContractsOnInteraction } from './lib/contracts';
import { initI18n } from './lib/i18n';
import { themeController } from './lib/theme';
import './index.css';

themeController();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

void initI18n().then(() => {
  const reactRoot = createRoot(root);
  // Rendered as a transition, the first screen is built in slices that yield to the browser between
  // them: on a slow phone no single task blocks input for long while the page comes up.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // Forms need the contracts once someone types; nothing needs them to read a page.
  prefetchContractsOnInteraction();
});
