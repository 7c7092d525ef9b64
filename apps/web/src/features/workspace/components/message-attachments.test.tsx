import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTextSection } from '@/lib/i18n';
import { MessageAttachments } from './message-attachments';

const files = [
  { uuid: 'f1', original_name: 'mockup.png', mime_type: 'image/png', size: 2048, url: '/api/files/f1?sig=1' },
  {
    uuid: 'f2',
    original_name: 'brief.pdf',
    mime_type: 'application/pdf',
    size: 3_145_728,
    url: '/api/files/f2?sig=2',
  },
];

describe('message attachments', () => {
  beforeAll(async () => {
    await loadTextSection('workspace');
  });

  it('enlarges an image in a dialog that Escape closes, and offers other files for download', async () => {
    render(<MessageAttachments files={files} align="start" />);
    const download = screen.getByRole('link', { name: 'Download brief.pdf' });
    expect(download).toHaveAttribute('href', '/api/files/f2?sig=2');
    expect(download).toHaveAttribute('download', 'brief.pdf');
    expect(download).toHaveTextContent('3.0 MB');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Enlarge mockup.png' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/api/files/f1?sig=1');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
