import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSaveShortcut, useSearchShortcut } from '../../session';
import { ShortcutsProvider } from './ShortcutsProvider';

function SaveForm({ onSave, isEnabled = true }: { onSave: () => void; isEnabled?: boolean }) {
  useSaveShortcut(onSave, isEnabled);
  return <input aria-label="Name" />;
}

function SearchBox() {
  const ref = useRef<HTMLInputElement>(null);
  useSearchShortcut(ref);
  return <input aria-label="Search" ref={ref} />;
}

function PageWithDialog({ onPageSave, onDialogSave }: { onPageSave: () => void; onDialogSave: () => void }) {
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  return (
    <>
      <SaveForm onSave={onPageSave} />
      <button onClick={() => setIsDialogOpen(!isDialogOpen)}>Toggle dialog</button>
      {isDialogOpen ? <SaveForm onSave={onDialogSave} /> : null}
    </>
  );
}

describe('ShortcutsProvider', () => {
  it('saves the open form with Ctrl+S while typing in it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <ShortcutsProvider>
        <SaveForm onSave={onSave} />
      </ShortcutsProvider>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Control>}s{/Control}');
    expect(onSave).toHaveBeenCalledTimes(1);
    await user.keyboard('{Meta>}s{/Meta}');
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('saves the topmost form (a dialog over a page), then the page again once the dialog closes', async () => {
    const user = userEvent.setup();
    const onPageSave = vi.fn();
    const onDialogSave = vi.fn();
    render(
      <ShortcutsProvider>
        <PageWithDialog onPageSave={onPageSave} onDialogSave={onDialogSave} />
      </ShortcutsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Toggle dialog' }));
    await user.keyboard('{Control>}s{/Control}');
    expect(onDialogSave).toHaveBeenCalledTimes(1);
    expect(onPageSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Toggle dialog' }));
    await user.keyboard('{Control>}s{/Control}');
    expect(onPageSave).toHaveBeenCalledTimes(1);
  });

  it('does nothing on Ctrl+S when the form may not be saved', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <ShortcutsProvider>
        <SaveForm onSave={onSave} isEnabled={false} />
      </ShortcutsProvider>,
    );
    await user.keyboard('{Control>}s{/Control}');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('focuses the search box on "/" without typing the slash, but types it inside another field', async () => {
    const user = userEvent.setup();
    render(
      <ShortcutsProvider>
        <SaveForm onSave={() => undefined} />
        <SearchBox />
      </ShortcutsProvider>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    await user.keyboard('/');
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.click(name);
    await user.keyboard('a/b');
    expect(document.activeElement).toBe(name);
    expect((name as HTMLInputElement).value).toBe('a/b');
  });

  it('lists the shortcuts on "?"', async () => {
    const user = userEvent.setup();
    render(
      <ShortcutsProvider>
        <p>Page</p>
      </ShortcutsProvider>,
    );
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Save the open form');
    expect(dialog.textContent).toContain('Go to the search box');
    expect(dialog.textContent).toContain('Previous or next item in a gallery');
  });
});
