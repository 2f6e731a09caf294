import AdsClickOutlined from '@mui/icons-material/AdsClickOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import ShortTextOutlined from '@mui/icons-material/ShortTextOutlined';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { isAllowed, type AccessRule } from '../../lib/permissions';
import {
  buildAdAccountsPath,
  buildAdCopyPath,
  buildConceptsPath,
  buildCreativePath,
  buildCreativePerformancePath,
  buildMyWorkPath,
  buildReportsPath,
  useCurrentApplication,
  useCurrentClient,
  usePermissions,
} from '../../session';
import { accessRules } from '../routes';
import { useIsNavigationCompact } from './navigation-mode';

interface MenuEntry {
  label: string;
  icon: ReactNode;
  to: string;
  /** URL prefix that marks the entry as the current section. */
  sectionPrefix: string;
  rule: AccessRule;
}

/** The creative menu; entries the user's permissions do not open are left out. */
export function CreativeMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { permissions } = usePermissions();
  const { pathname } = useLocation();
  const isCompact = useIsNavigationCompact();
  if (!application) return null;

  const creativePath = buildCreativePath(client.code);
  const entries: MenuEntry[] = [
    {
      label: t('shell.menu.concepts'),
      icon: <LightbulbOutlined />,
      to: buildConceptsPath(client.code),
      sectionPrefix: `${creativePath}/concepts`,
      rule: accessRules.conceptsList,
    },
    {
      label: t('shell.menu.performance'),
      icon: <AdsClickOutlined />,
      to: buildCreativePerformancePath(client.code, application.code),
      sectionPrefix: `${creativePath}/platform-dash/`,
      rule: accessRules.creativePerformance,
    },
    {
      label: t('shell.menu.adCopy'),
      icon: <ShortTextOutlined />,
      to: buildAdCopyPath(client.code),
      sectionPrefix: `${creativePath}/ad-copy`,
      rule: accessRules.adCopy,
    },
    {
      label: t('adNetworks.title'),
      icon: <HubOutlined />,
      to: buildAdAccountsPath(client.code),
      sectionPrefix: `${creativePath}/ad-accounts`,
      rule: accessRules.adAccounts,
    },
    {
      label: t('shell.menu.analytics'),
      icon: <InsightsOutlined />,
      to: buildReportsPath(client.code, application.code),
      sectionPrefix: `${creativePath}/reports`,
      rule: accessRules.reports,
    },
    {
      label: t('shell.menu.myWork'),
      icon: <AssignmentTurnedInOutlined />,
      to: buildMyWorkPath(client.code),
      sectionPrefix: `${creativePath}/my-work`,
      rule: accessRules.myWork,
    },
  ];

  return (
    <nav aria-label={t('shell.menu.label')}>
      {/* A div, not a ul: its children are links, not list items (axe "list"). */}
      <List component="div" sx={{ px: isCompact ? 1 : 1.5, py: 1 }}>
        {entries
          .filter((entry) => isAllowed(entry.rule, permissions))
          .map((entry) => {
            const isCurrent = pathname === entry.sectionPrefix || pathname.startsWith(entry.sectionPrefix);
            return (
              <Tooltip key={entry.sectionPrefix} title={isCompact ? entry.label : ''} placement="right">
                <ListItemButton
                  component={RouterLink}
                  to={entry.to}
                  selected={isCurrent}
                  aria-current={isCurrent ? 'page' : undefined}
                  aria-label={entry.label}
                  onClick={onNavigate}
                  sx={{ borderRadius: 2, mb: 0.5, justifyContent: isCompact ? 'center' : undefined }}
                >
                  <ListItemIcon sx={{ minWidth: isCompact ? 0 : 40 }}>{entry.icon}</ListItemIcon>
                  {isCompact ? null : (
                    <ListItemText primary={entry.label} slotProps={{ primary: { sx: { fontWeight: 500, fontSize: '0.9375rem' } } }} />
                  )}
                </ListItemButton>
              </Tooltip>
            );
          })}
      </List>
    </nav>
  );
}
