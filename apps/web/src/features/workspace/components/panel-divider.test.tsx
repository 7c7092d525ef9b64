import { useRef, useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTextSection, setLanguage } from '@/lib/i18n';
import { PanelDivider } from './panel-divider';

function Split() {
  const container = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(30);
  return (
    <div ref={container} data-testid="split">
      <div id="chat" />
      <PanelDivider value={width} onChange={setWidth} container={container} controls="chat" />
    </div>
  );
}

describe('panel divider', () => {
  beforeAll(async () => {
    await loadTextSection('workspace');
  });

  afterEach(async () => {
    await setLanguage('en');
  });

  it('is a labelled separator moved by the keyboard within 20-80', async () => {
    render(<Split />);
    const divider = screen.getByRole('separator', { name: 'Resize chat and preview' });
    expect(divider).toHaveAttribute('aria-valuenow', '30');
    expect(divider).toHaveAttribute('aria-valuemin', '20');
    expect(divider).toHaveAttribute('aria-valuemax', '80');
    expect(divider).toHaveAttribute('aria-controls', 'chat');
    const user = userEvent.setup();
    divider.focus();
    await user.keyboard('{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '32');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(divider).toHaveAttribute('aria-valuenow', '22');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(divider).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{End}');
    expect(divider).toHaveAttribute('aria-valuenow', '80');
  });

  it('follows the pointer and clamps it', () => {
    render(<Split />);
    const split = screen.getByTestId('split');
    split.getBoundingClientRect = () =>
      ({ left: 0, width: 1000, top: 0, height: 600, right: 1000, bottom: 600, x: 0, y: 0 }) as DOMRect;
    const divider = screen.getByRole('separator');
    fireEvent.pointerDown(divider, { button: 0, pointerId: 1, clientX: 300 });
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: 450 });
    expect(divider).toHaveAttribute('aria-valuenow', '45');
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: 950 });
    expect(divider).toHaveAttribute('aria-valuenow', '80');
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: 10 });
    expect(divider).toHaveAttribute('aria-valuenow', '20');
    fireEvent.pointerUp(divider, { pointerId: 1, clientX: 10 });
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: 500 });
    expect(divider).toHaveAttribute('aria-valuenow', '20');
  });

  it('follows the arrows and the pointer visually in Arabic, where the chat is on the right', async () => {
    await setLanguage('ar');
    render(<Split />);
    const split = screen.getByTestId('split');
    split.getBoundingClientRect = () =>
      ({ left: 0, width: 1000, top: 0, height: 600, right: 1000, bottom: 600, x: 0, y: 0 }) as DOMRect;
    const divider = screen.getByRole('separator');
    const user = userEvent.setup();
    divider.focus();
    await user.keyboard('{ArrowLeft}');
    expect(divider).toHaveAttribute('aria-valuenow', '32');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(divider).toHaveAttribute('aria-valuenow', '28');
    fireEvent.pointerDown(divider, { button: 0, pointerId: 1, clientX: 720 });
    fireEvent.pointerMove(divider, { pointerId: 1, clientX: 600 });
    expect(divider).toHaveAttribute('aria-valuenow', '40');
    fireEvent.pointerUp(divider, { pointerId: 1, clientX: 600 });
  });
});
