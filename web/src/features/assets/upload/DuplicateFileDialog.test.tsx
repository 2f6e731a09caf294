import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DuplicateFileDialog } from './DuplicateFileDialog';

describe('DuplicateFileDialog', () => {
  it('asks about the file and answers replace, keep both or replace all', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<DuplicateFileDialog fileName="hero.png" onAnswer={onAnswer} />);
    const dialog = await screen.findByRole('dialog', { name: 'This file already exists' });
    expect(dialog.textContent).toContain('“hero.png”');
    await user.click(screen.getByRole('button', { name: 'Replace' }));
    await user.click(screen.getByRole('button', { name: 'Keep both' }));
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(onAnswer.mock.calls).toEqual([['replace'], ['keepBoth'], ['replaceAll']]);
  });

  it('answers cancel with its Cancel button and with Escape', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<DuplicateFileDialog fileName="hero.png" onAnswer={onAnswer} />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenLastCalledWith('cancel');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onAnswer).toHaveBeenCalledTimes(2);
    expect(onAnswer).toHaveBeenLastCalledWith('cancel');
  });

  it('offers no "replace all" for a single file', async () => {
    render(<DuplicateFileDialog fileName="brief.pdf" onAnswer={vi.fn()} canReplaceAll={false} />);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Replace all' })).toBeNull();
  });

  it('is closed without a file', () => {
    render(<DuplicateFileDialog fileName={null} onAnswer={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
