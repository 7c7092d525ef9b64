import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/stores/toast-store';
import { Composer, type ComposerSubmit } from './composer';

function Harness({ onSubmit, initial = '' }: { onSubmit: (m: ComposerSubmit) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Composer
      value={value}
      onValueChange={setValue}
      files={files}
      onFilesChange={setFiles}
      onSubmit={onSubmit}
    />
  );
}

const box = () => screen.getByLabelText('Describe the app you want to build');

describe('composer', () => {
  afterEach(() => toastStore.clear());

  it('Enter sends, Shift+Enter adds a line', async () => {
    const onSubmit = vi.fn();
    const person = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await person.type(box(), 'Hello{Shift>}{Enter}{/Shift}there');
    expect(box()).toHaveValue('Hello\nthere');
    expect(onSubmit).not.toHaveBeenCalled();
    await person.type(box(), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Hello\nthere', files: [] });
  });

  it('refuses an empty message', async () => {
    const onSubmit = vi.fn();
    const person = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    await person.type(box(), '   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Message cannot be empty');
  });

  it('shows the counter above 2500 and blocks above 3000', async () => {
    const onSubmit = vi.fn();
    const { unmount } = render(<Harness onSubmit={onSubmit} initial={'a'.repeat(2500)} />);
    expect(screen.queryByTestId('composer-counter')).not.toBeInTheDocument();
    fireEvent.change(box(), { target: { value: 'a'.repeat(2501) } });
    expect(screen.getByTestId('composer-counter')).toHaveTextContent('2501 / 3000');
    fireEvent.change(box(), { target: { value: 'a'.repeat(3001) } });
    expect(screen.getByTestId('composer-counter')).toHaveClass('text-danger');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    unmount();
  });

  it('attaches allowed files as removable chips and sends files without text', async () => {
    const onSubmit = vi.fn();
    const person = userEvent.setup({ applyAccept: false });
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByTestId('composer-file-input');
    await person.upload(input, [new File(['x'], 'notes.md'), new File(['x'], 'virus.exe')]);
    expect(screen.getByText('notes.md')).toBeInTheDocument();
    expect(screen.queryByText('virus.exe')).not.toBeInTheDocument();
    expect(toastStore.store.get().map((toast) => toast.message)).toEqual([
      'Unsupported file type: virus.exe (exe)',
      '1 of 2 files added. Some files were rejected due to validation errors.',
    ]);
    await person.click(screen.getByRole('button', { name: 'Send message' }));
    expect(onSubmit).toHaveBeenCalledWith({ text: '', files: [expect.any(File)] });
    await person.click(screen.getByRole('button', { name: 'Remove notes.md' }));
    expect(screen.queryByText('notes.md')).not.toBeInTheDocument();
  });
});
