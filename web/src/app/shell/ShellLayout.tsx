import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { AppLogo } from '../../components/AppLogo';
import { CompactNavigationContext } from './navigation-mode';
import { PageWidthContext } from '../../session';
import { NotificationBell } from '../../features/notifications';
import { UserMenu } from './UserMenu';

const DRAWER_WIDTH = 280;
/** Icons only, below ROOMY_WIDTH: at 1024-1366 px a 280 px menu left the concepts grid 250 px. */
const COMPACT_DRAWER_WIDTH = 72;
const ROOMY_WIDTH = 1440;

interface ShellLayoutProps {
  /** Client and application switchers; shown in the app bar, or in the drawer on narrow screens. */
  switchers?: ReactNode;
  /** The creative menu, when the user may use it. */
  menu?: ReactNode;
  homePath: string;
  children: ReactNode;
}

/** App bar, side navigation and the main content area of every signed-in page. */
export function ShellLayout({ switchers, menu, homePath, children }: ShellLayoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const isRoomy = useMediaQuery(`(min-width:${ROOMY_WIDTH}px)`, { noSsr: true });
  const { pathname } = useLocation();
  // The narrow drawer belongs to the page it was opened on: navigating from it closes it.
  const [drawerOpenedAt, setDrawerOpenedAt] = useState<string | null>(null);
  const isDrawerOpen = drawerOpenedAt === pathname;
  const hasDrawer = isWide ? Boolean(menu) : Boolean(menu || switchers);
  const isCompact = isWide && !isRoomy;
  const [isFullWidth, setFullWidth] = useState(false);
  const drawerWidth = isCompact ? COMPACT_DRAWER_WIDTH : DRAWER_WIDTH;

  const drawerContent = (
    <>
      <Toolbar />
      {!isWide && switchers ? (
        <>
          <Stack spacing={2} sx={{ p: 2 }}>
            {switchers}
          </Stack>
          <Divider />
        </>
      ) : null}
      <CompactNavigationContext value={isCompact}>{menu}</CompactNavigationContext>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          {!isWide && hasDrawer ? (
            <IconButton edge="start" aria-label={t('shell.openNavigation')} onClick={() => setDrawerOpenedAt(pathname)}>
              <MenuIcon />
            </IconButton>
          ) : null}
          <Link component={RouterLink} to={homePath} underline="none" aria-label={t('shell.home')} sx={{ mr: 2 }}>
            <AppLogo />
          </Link>
          {isWide && switchers ? (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', '& > *': { width: 220 } }}>
              {switchers}
            </Stack>
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          <NotificationBell />
          <UserMenu />
        </Toolbar>
      </AppBar>

      {hasDrawer ? (
        <Drawer
          variant={isWide ? 'permanent' : 'temporary'}
          open={isWide || isDrawerOpen}
          onClose={() => setDrawerOpenedAt(null)}
          sx={{
            width: isWide ? drawerWidth : undefined,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width: isWide ? drawerWidth : DRAWER_WIDTH,
              boxSizing: 'border-box',
              borderRight: 1,
              borderColor: 'divider',
            },
          }}
        >
          {drawerContent}
        </Drawer>
      ) : null}

      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box sx={{ flexGrow: 1, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 4 }, maxWidth: isFullWidth ? 'none' : 1440, width: '100%' }}>
          <PageWidthContext value={setFullWidth}>{children}</PageWidthContext>
        </Box>
      </Box>
    </Box>
  );
}
