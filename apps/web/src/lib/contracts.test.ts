import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadedContracts, prefetchContractsOnInteraction } from './contracts';

describe('contracts on demand', () => {
  it('loads nothing until the person first does something, then loads them once the browser is idle', async () => {
    prefetchContractsOnInteraction();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(loadedContracts()).toBeNull();

    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(loadedContracts()?.LoginRequest).toBeDefined(), { timeout: 10_000 });
  });
});
