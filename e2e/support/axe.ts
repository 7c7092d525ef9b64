/** axe-core over the current page: the violations rated serious or critical, in a readable form. */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

export async function seriousViolations(page: Page, testInfo: TestInfo, name: string): Promise<string[]> {
  // Colours are judged as they end up: a part still fading in (the sign-in page's product sketch) has
  // the contrast of its half-way opacity. Endless animations (skeletons, the typed slogan) are left out.
  // Parts loaded after the first paint are awaited first, so their entrance is not missed.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  await testInfo.attach(`axe-${name}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
}
