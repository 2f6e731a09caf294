import { MESSAGES } from '@atelier/domain';
import { useMutation } from '@apollo/client/react';
import ClearIcon from '@mui/icons-material/Clear';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { NoticeSnackbar, useNotice } from '../../components/NoticeSnackbar';
import type { SubCampaignAssetSetLinkInput } from '../../gql/graphql';
import { findServerMessage } from '../../lib/graphql/errors';
import { AdLinkageGrid } from './AdLinkageGrid';
import { LinkAssetSetMutation, UnlinkAssetSetMutation } from './ad-linkage-queries';
import { AdLinkConceptPickerDialog } from './AdLinkConceptPickerDialog';
import { AdLinkPanel } from './AdLinkPanel';
import { ConceptChannels } from './ConceptChannels';
import { useAdLinkageTree } from './use-ad-linkage-tree';
import { useRequestedAssetSet } from './use-requested-asset-set';

/** Spec 2 §9: search debounce. */
export const TREE_SEARCH_DEBOUNCE_MS = 200;

export interface AdUsageTabProps {
  clientCode: string;
  applicationCode: string;
  concept: { code: string; name: string };
  /** The concept's `viewerCanLinkAds`: the server decides who may link (docs/decisions/ad-data.md). */
  canLink: boolean;
  canViewAdCopy: boolean;
}

/**
 * The concept's Ad Usage tab (spec 2 §2.7): the application's ad-network tree, a level at a time
 * with linked-ad counts; selecting an asset set opens its links and the link form beside the grid.
 * `?assetSet=<code>` opens the tree down to that set and selects it (useRequestedAssetSet).
 */
export function AdUsageTab({ clientCode, applicationCode, concept, canLink, canViewAdCopy }: AdUsageTabProps) {
  const { t } = useTranslation();
  const [onlyUnlinked, setOnlyUnlinked] = useState(false);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchInput.trim()), TREE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput]);
  const filter = useMemo(() => ({ onlyUnlinked, search: search || null }), [onlyUnlinked, search]);
  const tree = useAdLinkageTree({ clientCode, applicationCode, conceptCode: concept.code }, filter);
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const [isUnlinkOpen, setIsUnlinkOpen] = useState(false);
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const { notice, showNotice, hideNotice } = useNotice();
  const [link, linkState] = useMutation(LinkAssetSetMutation);
  const [unlink, unlinkState] = useMutation(UnlinkAssetSetMutation);
  const isBusy = linkState.loading || unlinkState.loading;
  const requested = useRequestedAssetSet({
    clientCode,
    applicationCode,
    openPath: tree.openPath,
    onSelect: setSelectedCode,
    onNotice: showNotice,
  });

  const selected = tree.rows.find((row) => row.level === 'assetSet' && row.code === selectedCode)?.assetSet ?? null;

  const fail = (error: unknown) => {
    const detail = findServerMessage(error, '');
    showNotice(detail && detail !== MESSAGES.adLinkFailed ? `${MESSAGES.adLinkFailed} ${detail}` : MESSAGES.adLinkFailed, 'error');
  };

  const linkTo = async (conceptCode: string, input: SubCampaignAssetSetLinkInput) => {
    if (!selected) return;
    try {
      await link({
        variables: { clientCode, applicationCode, conceptCode, subCampaignAssetSetCode: selected.code, link: input },
        // A link in a new channel gives the concept that channel.
        refetchQueries: ['AdUsageConceptChannels'],
      });
      showNotice(MESSAGES.adLinkConfirmed);
      await tree.reloadLoaded();
    } catch (error) {
      fail(error);
    }
  };

  const confirmUnlink = async () => {
    if (!selected) return;
    try {
      await unlink({ variables: { clientCode, applicationCode, conceptCode: concept.code, subCampaignAssetSetCode: selected.code } });
      setIsUnlinkOpen(false);
      showNotice(MESSAGES.adLinkConfirmed);
      await tree.reloadLoaded();
    } catch (error) {
      setIsUnlinkOpen(false);
      fail(error);
    }
  };

  const isEmpty = tree.rootStatus === 'ready' && tree.rows.length === 0;
  const hasFilter = onlyUnlinked || Boolean(search);

  return (
    <Stack spacing={2}>
      <ConceptChannels clientCode={clientCode} conceptCode={concept.code} canEdit={canLink} onError={fail} />
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={onlyUnlinked} onChange={(event) => setOnlyUnlinked(event.target.checked)} />}
          label={t('adUsage.onlyUnlinked')}
        />
        <TextField
          size="small"
          label={t('adUsage.search')}
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          sx={{ minWidth: 260 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: searchInput ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label={t('adUsage.clearSearch')} onClick={() => setSearchInput('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : null,
            },
          }}
        />
        <Button startIcon={<RefreshOutlined />} onClick={() => void tree.reloadLoaded()}>
          {t('adUsage.refresh')}
        </Button>
      </Stack>
      {tree.rootStatus === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={tree.retryRoot}>
              {t('adUsage.retry')}
            </Button>
          }
        >
          {t('adUsage.loadFailed')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }, alignItems: 'start' }}>
        <AdLinkageGrid
          rows={tree.rows}
          conceptCode={concept.code}
          isLoading={tree.rootStatus === 'loading'}
          selectedCode={selectedCode}
          onSelect={setSelectedCode}
          onToggle={tree.toggle}
          noRowsLabel={isEmpty && hasFilter ? t('adUsage.emptyFiltered') : t('adUsage.empty')}
          revealCode={requested.revealCode}
          onRevealed={requested.onRevealed}
        />
        <AdLinkPanel
          clientCode={clientCode}
          applicationCode={applicationCode}
          conceptCode={concept.code}
          assetSet={selected}
          canLink={canLink}
          canViewAdCopy={canViewAdCopy}
          isBusy={isBusy}
          onLink={(input) => void linkTo(concept.code, input)}
          onUnlink={() => setIsUnlinkOpen(true)}
          onLinkOther={canLink ? () => setIsPickerOpen(true) : undefined}
        />
      </Box>
      <ConfirmDialog
        open={isUnlinkOpen}
        title={t('adUsage.unlinkDialog.title')}
        message={MESSAGES.adLinkUnlinkConfirm}
        confirmLabel={t('adUsage.unlinkDialog.confirm')}
        isBusy={unlinkState.loading}
        onConfirm={() => void confirmUnlink()}
        onClose={() => setIsUnlinkOpen(false)}
      />
      <AdLinkConceptPickerDialog
        open={isPickerOpen}
        clientCode={clientCode}
        applicationCode={applicationCode}
        currentConceptCode={concept.code}
        onClose={() => setIsPickerOpen(false)}
        onSelect={(picked) => {
          setIsPickerOpen(false);
          void linkTo(picked.code, { linkToConceptOnly: true });
        }}
      />
      <NoticeSnackbar notice={notice} onClose={hideNotice} />
    </Stack>
  );
}
