import ExpandMore from '@mui/icons-material/ExpandMore';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Logout from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDialog } from '../../features/auth';
import { formatUserName, useShortcuts, useSignedInUser } from '../../session';
import { useSignOut } from '../session/use-sign-out';
import { ColorModeMenuItems } from './ColorModeMenuItems';

const SNACKBAR_HIDE_MS = 10_000;

/** Keeps the name readable by screen readers when the narrow layout shows only the avatar. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function findInitials(firstName: string, lastName: string, emailAddress: string) {
  const initials = `${firstName.charAt(0)}${lastName.charAt(0)}`.trim();
  return (initials || emailAddress.charAt(0)).toUpperCase();
}

/** The signed-in user's name, opening the appearance choice, the shortcuts, "Change password" and "Sign out". */
export function UserMenu() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { signOut, isSigningOut } = useSignOut();
  const { openHelp } = useShortcuts();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isPasswordDialogOpen, setIsPasswordDialogOpen] = useState(false);
  const [hasChangedPassword, setHasChangedPassword] = useState(false);
  const name = formatUserName(user);

  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        endIcon={<ExpandMore />}
        sx={{ fontWeight: 500, px: 1 }}
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, mr: 1, fontSize: 14, bgcolor: 'primary.main' }}>
          {findInitials(user.firstName, user.lastName, user.emailAddress)}
        </Avatar>
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('sm')]: visuallyHidden })}>
          {name}
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 0.5 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          {/* Not a heading: a menu may hold only menu items and plain text. */}
          <Typography variant="subtitle2" component="div">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {user.emailAddress}
          </Typography>
          {user.isPlatformStaff ? (
            <Typography variant="caption" color="primary">
              {t('shell.userMenu.platformStaff')}
            </Typography>
          ) : null}
        </Box>
        <Divider />
        <ColorModeMenuItems onChosen={() => setAnchor(null)} />
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            openHelp();
          }}
        >
          <ListItemIcon>
            <KeyboardOutlined fontSize="small" />
          </ListItemIcon>
          {t('shortcuts.menuItem')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setIsPasswordDialogOpen(true);
          }}
        >
          <ListItemIcon>
            <KeyOutlined fontSize="small" />
          </ListItemIcon>
          {t('auth.changePassword.menuItem')}
        </MenuItem>
        <MenuItem
          disabled={isSigningOut}
          onClick={() => {
            setAnchor(null);
            void signOut();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          {t('auth.signOut')}
        </MenuItem>
      </Menu>
      {isPasswordDialogOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            onClose={() => setIsPasswordDialogOpen(false)}
            onChanged={() => {
              setIsPasswordDialogOpen(false);
              setHasChangedPassword(true);
            }}
          />
        </Suspense>
      ) : null}
      <Snackbar
        open={hasChangedPassword}
        autoHideDuration={SNACKBAR_HIDE_MS}
        onClose={() => setHasChangedPassword(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="success" variant="filled" onClose={() => setHasChangedPassword(false)}>
          {t('auth.changePassword.success')}
        </Alert>
      </Snackbar>
    </>
  );
}
