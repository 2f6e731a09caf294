import Check from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

const MODES = ['light', 'dark', 'system'] as const;

/** Light, dark or the system's choice; MUI remembers the choice in localStorage. */
export function ColorModeMenuItems({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const { mode, setMode } = useColorScheme();
  const current = mode ?? 'system';
  return [
    // A div: a menu may hold only menu items, and a plain div is read as text (axe "aria-required-children").
    <ListSubheader key="heading" component="div" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
      {t('colorMode.label')}
    </ListSubheader>,
    ...MODES.map((option) => (
      <MenuItem
        key={option}
        role="menuitemradio"
        aria-checked={current === option}
        onClick={() => {
          setMode(option);
          onChosen();
        }}
      >
        <ListItemIcon>{current === option ? <Check fontSize="small" /> : null}</ListItemIcon>
        <ListItemText>{t(`colorMode.${option}`)}</ListItemText>
      </MenuItem>
    )),
  ];
}
