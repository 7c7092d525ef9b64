/**
 * Starts the api and, on its own listener, the preview origin: loads the configuration, makes sure the
 * admin account exists, listens, closes both gracefully.
 */
import { configOrExit } from '@atelier/config';
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureAdmin } from './features/admin/ensure-admin.ts';
import { buildPreviewApp } from './preview/app.ts';

const config = configOrExit(() => loadConfig());

const app = await buildApp(config);
await ensureAdmin(app);
const preview = await buildPreviewApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    Promise.all([app.close(), preview.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  const apiAddress = await app.listen({ host: config.HOST, port: config.PORT });
  const previewAddress = await preview.listen({ host: config.PREVIEW_HOST, port: config.PREVIEW_PORT });
  app.log.info({ address: apiAddress, public: config.APP_URL }, 'api listening');
  app.log.info({ address: previewAddress, public: config.PREVIEW_URL }, 'preview listening');
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
