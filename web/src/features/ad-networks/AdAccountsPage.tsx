import { AD_ACCOUNT_MANAGE, AD_LINK_REVIEW } from '@atelier/domain';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowed } from '../../lib/permissions';
import { useCurrentApplication, useCurrentClient, usePermissions } from '../../session';
import { NoticeSnackbar, useNotice } from '../../components/NoticeSnackbar';
import { PageHeader } from '../../components/PageHeader';
import { StatusPage } from '../../components/StatusPage';
import { AdAccountsPanel } from './AdAccountsPanel';
import { AdLinkSuggestionsPanel } from './AdLinkSuggestionsPanel';
import { NamingTemplatesPanel } from './NamingTemplatesPanel';

type TabName = 'accounts' | 'suggestions' | 'templates';

/**
 * The page's tabs for a viewer: the accounts and the templates for the ad accounts' managers, the
 * suggestions for whoever reviews them (managers and creative leads: AD_LINK_REVIEW).
 */
export function visibleAdAccountTabs(permissions: Parameters<typeof isAllowed>[1]): TabName[] {
  const canManage = isAllowed(AD_ACCOUNT_MANAGE, permissions);
  const canReview = isAllowed(AD_LINK_REVIEW, permissions);
  return [
    ...(canManage ? (['accounts'] as const) : []),
    ...(canReview ? (['suggestions'] as const) : []),
    ...(canManage ? (['templates'] as const) : []),
  ];
}

/** /{clientCode}/creative/ad-accounts: the application's ad accounts, suggestions and linking rules. */
export function AdAccountsPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const { permissions } = usePermissions();
  const tabs = visibleAdAccountTabs(permissions);
  const [chosenTab, setTab] = useState<TabName>('accounts');
  const tab: TabName | undefined = tabs.includes(chosenTab) ? chosenTab : tabs[0];
  const { notice, showNotice, hideNotice } = useNotice();
  if (!application) return <StatusPage icon={<AppsOutlined />} title={t('status.noApps.title')} message={t('status.noApps.message')} />;
  const target = { clientCode: client.code, applicationCode: application.code };
  return (
    <>
      <PageHeader title={t('adNetworks.title')} subtitle={`${application.name} · ${t('adNetworks.subtitle')}`} />
      <Tabs value={tab ?? false} onChange={(_event, value: TabName) => setTab(value)} aria-label={t('adNetworks.title')} sx={{ mb: 2 }}>
        {tabs.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`adNetworks.tabs.${name}`)}
            id={`ad-networks-tab-${name}`}
            aria-controls="ad-networks-panel"
          />
        ))}
      </Tabs>
      {!tabs.includes('accounts') && tabs.includes('suggestions') ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('adNetworks.reviewOnly')}
        </Alert>
      ) : null}
      <Box role="tabpanel" id="ad-networks-panel" aria-labelledby={`ad-networks-tab-${tab}`} key={`${client.code}/${application.code}`}>
        {tab === 'accounts' ? <AdAccountsPanel target={target} onNotice={showNotice} /> : null}
        {tab === 'suggestions' ? <AdLinkSuggestionsPanel target={target} onNotice={showNotice} /> : null}
        {tab === 'templates' ? <NamingTemplatesPanel target={target} onNotice={showNotice} /> : null}
      </Box>
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
