import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { handleGalleryKeyDown } from './gallery-arrow-keys';

function Gallery() {
  return (
    <ul aria-label="Gallery" onKeyDown={handleGalleryKeyDown}>
      {['One', 'Two', 'Three'].map((name) => (
        <li key={name} tabIndex={0} data-gallery-item="" aria-label={name}>
          {name}
          <input aria-label={`Note on ${name}`} />
        </li>
      ))}
    </ul>
  );
}

describe('handleGalleryKeyDown', () => {
  it('walks the items with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('listitem', { name: 'One' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Two' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Three' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'Three' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('listitem', { name: 'One' }));
  });

  it('leaves the arrow keys to a field inside an item', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const note = screen.getByRole('textbox', { name: 'Note on One' });
    await user.click(note);
    await user.keyboard('ab{ArrowLeft}');
    expect(document.activeElement).toBe(note);
  });
});
