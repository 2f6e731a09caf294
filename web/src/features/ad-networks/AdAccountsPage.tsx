import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentApplication, useCurrentClient } from '../../session';
import { NoticeSnackbar, useNotice } from '../../components/NoticeSnackbar';
import { PageHeader } from '../../components/PageHeader';
import { StatusPage } from '../../components/StatusPage';
import { AdAccountsPanel } from './AdAccountsPanel';
import { AdLinkSuggestionsPanel } from './AdLinkSuggestionsPanel';
import { NamingTemplatesPanel } from './NamingTemplatesPanel';

type TabName = 'accounts' | 'suggestions' | 'templates';

/** /{clientCode}/creative/ad-accounts: the application's ad accounts, suggestions and linking rules. */
export function AdAccountsPage() {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const { application } = useCurrentApplication();
  const [tab, setTab] = useState<TabName>('accounts');
  const { notice, showNotice, hideNotice } = useNotice();
  if (!application) return <StatusPage icon={<AppsOutlined />} title={t('status.noApps.title')} message={t('status.noApps.message')} />;
  const target = { clientCode: client.code, applicationCode: application.code };
  return (
    <>
      <PageHeader title={t('adNetworks.title')} subtitle={`${application.name} · ${t('adNetworks.subtitle')}`} />
      <Tabs value={tab} onChange={(_event, value: TabName) => setTab(value)} aria-label={t('adNetworks.title')} sx={{ mb: 2 }}>
        <Tab value="accounts" label={t('adNetworks.tabs.accounts')} id="ad-networks-tab-accounts" aria-controls="ad-networks-panel" />
        <Tab
          value="suggestions"
          label={t('adNetworks.tabs.suggestions')}
          id="ad-networks-tab-suggestions"
          aria-controls="ad-networks-panel"
        />
        <Tab value="templates" label={t('adNetworks.tabs.templates')} id="ad-networks-tab-templates" aria-controls="ad-networks-panel" />
      </Tabs>
      <Box role="tabpanel" id="ad-networks-panel" aria-labelledby={`ad-networks-tab-${tab}`} key={`${client.code}/${application.code}`}>
        {tab === 'accounts' ? <AdAccountsPanel target={target} onNotice={showNotice} /> : null}
        {tab === 'suggestions' ? <AdLinkSuggestionsPanel target={target} onNotice={showNotice} /> : null}
        {tab === 'templates' ? <NamingTemplatesPanel target={target} onNotice={showNotice} /> : null}
      </Box>
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </>
  );
}
