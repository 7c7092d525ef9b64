import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import { renderScreen } from '@/testing/render';
import { ShareControl } from './share-control';

beforeAll(async () => {
  await loadTextSection('content');
});

const props = { url: 'https://atelier.test/learn/article/2', title: 'Yoga site', text: 'Five messages' };

describe('ShareControl', () => {
  it('uses the native share sheet when the device has one, without the menu', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const open = vi.spyOn(window, 'open');
    renderScreen(<ShareControl {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledWith(props));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('falls back to the networks menu when the share sheet fails', async () => {
    const share = vi.fn(() => Promise.reject(new Error('not allowed')));
    vi.stubGlobal('navigator', { ...navigator, share });
    renderScreen(<ShareControl {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('offers five networks and Copy link without a share sheet, opening X at 600x400', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    renderScreen(<ShareControl {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Share on LinkedIn',
      'Share on X',
      'Share on Facebook',
      'Share on WhatsApp',
      'Share on Telegram',
      'Copy link',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Share on X' }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, , features] = open.mock.calls[0] as [string, string, string];
    expect(url).toContain(encodeURIComponent(props.url));
    expect(features).toContain('width=600,height=400');
  });

  it('calls onError with "Popup blocked" when the pop-up is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const onError = vi.fn();
    renderScreen(<ShareControl {...props} onError={onError} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share on Telegram' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('Popup blocked');
  });

  it('explains a blocked pop-up in a toast when no handler is given', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    renderScreen(<ShareControl {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share on LinkedIn' }));
    expect(await screen.findByText(/blocked the share window/)).toBeInTheDocument();
  });

  it('copies the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderScreen(<ShareControl {...props} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(props.url);
    expect(await screen.findByText('Link copied to the clipboard')).toBeInTheDocument();
  });
});
