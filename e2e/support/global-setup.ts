/** Starts the stack once for the whole run; what it returns is Playwright's teardown. */
import { publishStackEnv } from './config.ts';
import { startStack } from './stack.ts';

export default async function globalSetup() {
  const stack = await startStack();
  publishStackEnv(stack);
  return () => stack.stop();
}
