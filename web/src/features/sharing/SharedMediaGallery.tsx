import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { handleGalleryKeyDown } from '../../lib/gallery-arrow-keys';
import type { SharedConcept } from './use-shared-concept';

type SharedAsset = SharedConcept['applicationCreativeConceptAssets'][number];

/** How an asset shows in the gallery: its picture, its video, or a card naming the file. */
export function chooseAssetPresentation(
  asset: Pick<SharedAsset, 'mimeType' | 'assetUrl' | 'previewImage'>,
): 'image' | 'video' | 'preview' | 'card' {
  const mimeType = asset.mimeType ?? '';
  if (mimeType.startsWith('video/') && asset.assetUrl) return 'video';
  if (mimeType.startsWith('image/') && (asset.previewImage ?? asset.assetUrl)) return 'image';
  // A PDF (or anything else the server made a preview image of) shows as that image.
  if (asset.previewImage) return 'preview';
  return 'card';
}

function AssetMedia({ asset }: { asset: SharedAsset }) {
  const presentation = chooseAssetPresentation(asset);
  const mediaSx = { width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'action.hover', display: 'block' } as const;
  if (presentation === 'video') {
    return (
      <Box
        component="video"
        src={asset.assetUrl!}
        poster={asset.previewImage ?? undefined}
        controls
        preload="metadata"
        playsInline
        aria-label={asset.name}
        sx={mediaSx}
      />
    );
  }
  if (presentation === 'image' || presentation === 'preview') {
    return <Box component="img" src={(asset.previewImage ?? asset.assetUrl)!} alt={asset.name} loading="lazy" sx={mediaSx} />;
  }
  return (
    <Box sx={{ ...mediaSx, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <InsertDriveFileOutlined sx={{ fontSize: 56, color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}

/** The concept's production assets (spec 2 §2.10's media gallery), read-only. */
export function SharedMediaGallery({ assets }: { assets: readonly SharedAsset[] }) {
  const { t } = useTranslation();
  if (assets.length === 0) return <Typography color="text.secondary">{t('sharing.view.noAssets')}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('sharing.view.gallery')}
      onKeyDown={handleGalleryKeyDown}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}
    >
      {assets.map((asset) => (
        <Card
          component="li"
          key={asset.code}
          variant="outlined"
          aria-label={asset.name}
          // Focusable so the arrow keys can walk the gallery (← → ↑ ↓, Home, End).
          tabIndex={0}
          data-gallery-item=""
          sx={{ '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          <AssetMedia asset={asset} />
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
              {asset.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {[asset.fileName, asset.extension?.toUpperCase()].filter(Boolean).join(' · ')}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
