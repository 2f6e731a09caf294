import CssBaseline from '@mui/material/CssBaseline';
import MenuList from '@mui/material/MenuList';
import { ThemeProvider, useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COLOR_MODE_STORAGE_KEY, theme } from '../../lib/theme';
import { ColorModeMenuItems } from './ColorModeMenuItems';

function PaletteMode() {
  const current = useTheme();
  return <p>palette: {current.palette.mode}</p>;
}

function renderItems() {
  render(
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={COLOR_MODE_STORAGE_KEY}>
      <CssBaseline enableColorScheme />
      <MenuList>
        <ColorModeMenuItems onChosen={() => undefined} />
      </MenuList>
      <PaletteMode />
    </ThemeProvider>,
  );
}

describe('ColorModeMenuItems', () => {
  it('follows the system until the user chooses, then switches the palette and remembers the choice', async () => {
    const user = userEvent.setup();
    renderItems();
    expect(screen.getByRole('menuitemradio', { name: 'Same as the system' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(await screen.findByText('palette: dark')).toBeTruthy();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' }).getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(await screen.findByText('palette: light')).toBeTruthy();
    expect(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });

  it('starts from the remembered choice', async () => {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    renderItems();
    expect(await screen.findByText('palette: dark')).toBeTruthy();
  });
});
