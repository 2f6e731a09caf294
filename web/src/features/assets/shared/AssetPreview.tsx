import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findServerMessage } from '../../../lib/graphql/errors';
import { BUSY_PROCESSING_STATUSES } from '../asset-types';
import { AssetKindIcon } from './AssetKindIcon';
import { RetryProcessingMutation } from './asset-queries';

export interface PreviewableAsset {
  code: string;
  name: string;
  type: string;
  previewImage?: string | null;
  processingStatus: string;
  processingError?: string | null;
}

interface AssetPreviewProps {
  asset: PreviewableAsset;
  /** Box size in px: a grid cell or a tile. */
  height: number;
  width?: number | string;
  /**
   * Given: a failed asset offers Retry (the user may update assets). No reload follows: the retry
   * returns the asset's new processing status, the cache shows it, and lists poll while processing.
   */
  retry?: { clientCode: string };
  /**
   * Load the picture at once: for pictures in view when the page opens (the first tiles, a grid's
   * rendered rows, the asset editor's file). A lazy picture waits for layout, and on a page whose
   * largest picture it is that wait is the page's LCP. Lazy (the default) for long lists.
   */
  isEager?: boolean;
}

/**
 * An asset's picture: its preview image once processed, a spinner while the server works on the
 * file, a clear "Failed" with Retry when processing failed, else the icon of its kind.
 */
export function AssetPreview({ asset, height, width = '100%', retry, isEager = false }: AssetPreviewProps) {
  const { t } = useTranslation();
  const frameSx = { height, width, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' } as const;
  if (BUSY_PROCESSING_STATUSES.includes(asset.processingStatus)) {
    return (
      <Box sx={frameSx} role="status">
        <CircularProgress size={Math.min(28, height / 2)} aria-label={t('assets.processing.busy', { name: asset.name })} />
      </Box>
    );
  }
  if (asset.processingStatus === 'failed') {
    return (
      <Box sx={frameSx}>
        <ProcessingFailed asset={asset} retry={retry} isCompact={height < 80} />
      </Box>
    );
  }
  if (asset.previewImage) {
    return (
      <Box sx={frameSx}>
        <Box
          component="img"
          src={asset.previewImage}
          alt={t('assets.preview.alt', { name: asset.name })}
          loading={isEager ? 'eager' : 'lazy'}
          sx={{ maxHeight: '100%', maxWidth: '100%', objectFit: 'contain' }}
        />
      </Box>
    );
  }
  return (
    <Box sx={frameSx}>
      <AssetKindIcon
        kind={asset.type}
        color="action"
        sx={{ fontSize: Math.min(64, height * 0.6) }}
        aria-label={t(`assets.kinds.${kindKey(asset.type)}`)}
      />
    </Box>
  );
}

const KNOWN_KINDS = ['image', 'video', 'playable', 'document', 'other'] as const;
const kindKey = (kind: string) => ((KNOWN_KINDS as readonly string[]).includes(kind) ? (kind as (typeof KNOWN_KINDS)[number]) : 'other');

function ProcessingFailed({ asset, retry, isCompact }: { asset: PreviewableAsset; retry: AssetPreviewProps['retry']; isCompact: boolean }) {
  const { t } = useTranslation();
  const [retryProcessing, { loading }] = useMutation(RetryProcessingMutation);
  const [error, setError] = useState<string | null>(null);
  const runRetry = async () => {
    if (!retry) return;
    setError(null);
    try {
      await retryProcessing({ variables: { clientCode: retry.clientCode, conceptAssetCode: asset.code } });
    } catch (caught) {
      setError(findServerMessage(caught, t('assets.processing.retryFailed')));
    }
  };
  return (
    <Stack direction={isCompact ? 'row' : 'column'} spacing={0.5} sx={{ alignItems: 'center' }}>
      <Tooltip title={error ?? asset.processingError ?? t('assets.processing.failedHint')}>
        <Chip size="small" color="error" label={t('assets.processing.failed')} />
      </Tooltip>
      {retry ? (
        <Button
          size="small"
          onClick={() => void runRetry()}
          disabled={loading}
          aria-label={t('assets.processing.retryNamed', { name: asset.name })}
          sx={{ minWidth: 0 }}
        >
          {t('assets.processing.retry')}
        </Button>
      ) : null}
    </Stack>
  );
}
