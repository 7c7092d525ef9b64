import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormattedText } from './formatted-text';

describe('FormattedText in a right-to-left interface', () => {
  it('keeps code blocks and inline code left to right and lets each paragraph find its direction', () => {
    const { container } = render(
      <div dir="rtl">
        <FormattedText
          content={'افتح الملف `src/App.tsx` ثم شغّل:\n\n```bash\nnpm run dev\n```\n\nDone: it works!'}
        />
      </div>,
    );
    const block = container.querySelector('pre');
    expect(block).toHaveAttribute('dir', 'ltr');
    expect(block).toHaveClass('text-left');
    expect(screen.getByText('src/App.tsx')).toHaveAttribute('dir', 'ltr');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    for (const paragraph of paragraphs) expect(paragraph).toHaveAttribute('dir', 'auto');
  });

  it('isolates a link’s text so an address keeps its slashes in place', () => {
    render(
      <div dir="rtl">
        <FormattedText content="المعاينة: [http://localhost:3001/42/](http://localhost:3001/42/)" />
      </div>,
    );
    const link = screen.getByRole('link', { name: 'http://localhost:3001/42/' });
    expect(link.firstElementChild?.tagName).toBe('BDI');
  });
});
