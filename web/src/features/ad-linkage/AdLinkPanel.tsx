import { MESSAGES } from '@atelier/domain';
import { useQuery } from '@apollo/client/react';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdLinkageAssetSetFieldsFragment, SubCampaignAssetSetLinkInput } from '../../gql/graphql';
import { AdLinkAdCopiesQuery, AdLinkConceptAssetsQuery } from './ad-linkage-queries';
import { describeLinkMethod } from './tree-rows';
import { statusLabel } from './status-label';

/** The ad copy select loads active copies a page at a time (spec 2 §7: offset and limit). */
export const AD_COPY_PAGE_SIZE = 50;

interface Option {
  code: string;
  name: string;
}

interface AdLinkPanelProps {
  clientCode: string;
  applicationCode: string;
  conceptCode: string;
  assetSet: AdLinkageAssetSetFieldsFragment | null;
  canLink: boolean;
  canViewAdCopy: boolean;
  isBusy: boolean;
  onLink: (link: SubCampaignAssetSetLinkInput) => void;
  onUnlink: () => void;
  onLinkOther?: () => void;
}

/** The active ad copies, loaded with offset and limit as the list scrolls to its end. */
function useActiveAdCopies(clientCode: string, applicationCode: string, skip: boolean) {
  const { data, loading, fetchMore } = useQuery(AdLinkAdCopiesQuery, {
    variables: { clientCode, applicationCode, offset: 0, limit: AD_COPY_PAGE_SIZE },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.adCopies.items ?? [];
  const total = data?.adCopies.totalItemCount ?? 0;
  const loadMore = () => {
    if (loading || items.length >= total) return;
    void fetchMore({
      variables: { offset: items.length },
      updateQuery: (previous, { fetchMoreResult }) => ({
        adCopies: { ...fetchMoreResult.adCopies, items: [...previous.adCopies.items, ...fetchMoreResult.adCopies.items] },
      }),
    });
  };
  return { options: items.map((item): Option => ({ code: item.code, name: item.name || item.headline })), loading, loadMore };
}

/**
 * Spec 2 §2.7: the selected asset set's links, and the form linking it to the concept or to its
 * assets (link to concept only turns asset selection off), with an optional ad copy, primary
 * concept and end card; Unlink asks first.
 */
export function AdLinkPanel(props: AdLinkPanelProps) {
  const { t } = useTranslation();
  const { assetSet, canLink, isBusy, conceptCode } = props;
  const methods = t('adUsage.methods', { returnObjects: true }) as Record<string, string>;
  const [conceptOnly, setConceptOnly] = useState(false);
  const [assets, setAssets] = useState<Option[]>([]);
  const [adCopy, setAdCopy] = useState<Option | null>(null);
  const [isPrimary, setIsPrimary] = useState(false);
  const [isEndCard, setIsEndCard] = useState(false);
  const [mustSelect, setMustSelect] = useState(false);

  // A new selection starts from that set's own link to the concept, if any.
  const ownMatches = assetSet?.creativeAdMatches.filter((match) => match.concept.code === conceptCode) ?? [];
  const selectedCode = assetSet?.code ?? null;
  useEffect(() => {
    const own = assetSet?.creativeAdMatches.filter((match) => match.concept.code === conceptCode) ?? [];
    setConceptOnly(own.some((match) => !match.conceptAsset));
    setAssets(own.flatMap((match) => (match.conceptAsset ? [match.conceptAsset] : [])));
    setAdCopy(own.find((match) => match.adCopy)?.adCopy ?? null);
    setIsPrimary(own.some((match) => match.isPrimaryConcept));
    setIsEndCard(own.some((match) => match.isEndCard));
    setMustSelect(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when another set is selected
  }, [selectedCode]);

  const conceptAssets = useQuery(AdLinkConceptAssetsQuery, {
    variables: { clientCode: props.clientCode, conceptCode },
    skip: !canLink,
  });
  const assetOptions = (conceptAssets.data?.applicationCreativeConceptAssets ?? []).map((asset): Option => ({
    code: asset.code,
    name: asset.name,
  }));
  const copies = useActiveAdCopies(props.clientCode, props.applicationCode, !canLink || !props.canViewAdCopy);

  if (!assetSet)
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography color="text.secondary">{t('adUsage.panel.noSelection')}</Typography>
      </Paper>
    );

  const submit = () => {
    if (!conceptOnly && assets.length === 0) {
      setMustSelect(true);
      return;
    }
    setMustSelect(false);
    props.onLink({
      linkToConceptOnly: conceptOnly,
      conceptAssetCodes: conceptOnly ? [] : assets.map((asset) => asset.code),
      adCopyCode: adCopy?.code ?? null,
      isPrimaryConcept: isPrimary,
      isEndCard,
    });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('adUsage.panel.title')}>
      <Stack spacing={1.5}>
        <div>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {assetSet.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              assetSet.status !== 'active' ? t('adUsage.panel.status', { status: statusLabel(t, assetSet.status) }) : null,
              t('adUsage.panel.externalId', { id: assetSet.externalAssetSetId }),
              assetSet.searchTerm ? t('adUsage.panel.searchTerm', { term: assetSet.searchTerm }) : null,
              assetSet.isCreativeGroup ? t('adUsage.panel.creativeGroup') : null,
              t('adUsage.panel.ads', { count: assetSet.adCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </div>
        <div>
          <Typography variant="overline" component="h4">
            {t('adUsage.panel.currentLinks')}
          </Typography>
          {assetSet.creativeAdMatches.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('adUsage.panel.noLinks')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
              {assetSet.creativeAdMatches.map((match) => (
                <Typography component="li" variant="body2" key={match.code}>
                  {match.concept.code === conceptCode ? '' : `${match.concept.name}: `}
                  {match.conceptAsset?.name ?? t('adUsage.conceptOnly')}
                  {' — '}
                  {[
                    describeLinkMethod(match.method, match.confidence, methods),
                    match.isPrimaryConcept ? t('adUsage.primary') : null,
                    match.isEndCard ? t('adUsage.endCard') : null,
                    match.adCopy?.name ?? null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              ))}
            </Stack>
          )}
        </div>
        {!canLink ? (
          <Alert severity="info">{t('adUsage.panel.readOnly')}</Alert>
        ) : (
          <>
            <FormControlLabel
              control={<Checkbox checked={conceptOnly} onChange={(event) => setConceptOnly(event.target.checked)} />}
              label={t('adUsage.panel.linkToConceptOnly')}
            />
            <Autocomplete
              multiple
              disabled={conceptOnly || isBusy}
              options={assetOptions}
              value={conceptOnly ? [] : assets}
              onChange={(_event, value) => {
                setAssets(value);
                if (value.length) setMustSelect(false);
              }}
              getOptionLabel={(option) => option.name}
              isOptionEqualToValue={(option, value) => option.code === value.code}
              loading={conceptAssets.loading}
              noOptionsText={t('adUsage.panel.noAssets')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('adUsage.panel.assets')}
                  error={mustSelect}
                  helperText={mustSelect ? MESSAGES.adLinkMustSelect : t('adUsage.panel.assetsHelp')}
                />
              )}
            />
            {props.canViewAdCopy ? (
              <Autocomplete
                disabled={isBusy}
                options={copies.options}
                value={adCopy}
                onChange={(_event, value) => setAdCopy(value)}
                getOptionLabel={(option) => option.name}
                isOptionEqualToValue={(option, value) => option.code === value.code}
                loading={copies.loading}
                loadingText={t('adUsage.panel.loadingMore')}
                noOptionsText={t('adUsage.panel.adCopyNone')}
                slotProps={{
                  listbox: {
                    onScroll: (event: UIEvent<HTMLElement>) => {
                      const list = event.currentTarget;
                      if (list.scrollTop + list.clientHeight >= list.scrollHeight - 40) copies.loadMore();
                    },
                  },
                }}
                renderInput={(params) => <TextField {...params} label={t('adUsage.panel.adCopy')} />}
              />
            ) : null}
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 2 }}>
              <FormControlLabel
                control={<Checkbox checked={isPrimary} onChange={(event) => setIsPrimary(event.target.checked)} />}
                label={t('adUsage.panel.isPrimaryConcept')}
              />
              <FormControlLabel
                control={<Checkbox checked={isEndCard} onChange={(event) => setIsEndCard(event.target.checked)} />}
                label={t('adUsage.panel.isEndCard')}
              />
            </Stack>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" startIcon={<LinkOutlined />} onClick={submit} disabled={isBusy}>
                {t('adUsage.panel.link')}
              </Button>
              {ownMatches.length ? (
                <Button color="error" variant="outlined" startIcon={<LinkOffOutlined />} onClick={props.onUnlink} disabled={isBusy}>
                  {t('adUsage.panel.unlink')}
                </Button>
              ) : null}
              {props.onLinkOther ? (
                <Button onClick={props.onLinkOther} disabled={isBusy}>
                  {t('adUsage.panel.linkOther')}
                </Button>
              ) : null}
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
