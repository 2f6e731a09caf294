import SportsEsportsOutlined from '@mui/icons-material/SportsEsportsOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleGalleryKeyDown } from '../../lib/gallery-arrow-keys';
import { DecisionChip } from '../../components/DecisionChip';
import { assetToReviewMedia, AssetViewer } from '../review';
import type { SharedConcept } from './use-shared-concept';

type SharedAsset = SharedConcept['applicationCreativeConceptAssets'][number];

/**
 * Spec 2 §2.10: the gallery shows the assets that have a preview image, and every playable the link
 * runs (in its sandbox, as in the editor), with or without a still of its own; the others are in the zip.
 */
export function findGalleryAssets(assets: readonly SharedAsset[]): SharedAsset[] {
  return assets.filter((asset) => Boolean(asset.previewImage) || (asset.type === 'playable' && Boolean(asset.playableUrl)));
}

/**
 * The shared concept's media (spec 2 §2.10): the chosen asset in the reviewer's viewer (images
 * zoom, videos play, PDFs page by page, playables in their sandbox) over a row of thumbnails.
 * Read-only: the viewer gets no comment markers, drawing or decisions, which a visitor cannot make.
 */
export function SharedMediaGallery({ assets }: { assets: readonly SharedAsset[] }) {
  const { t } = useTranslation();
  const shown = useMemo(() => findGalleryAssets(assets), [assets]);
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const selected = shown.find((asset) => asset.code === chosenCode) ?? shown[0];
  const media = useMemo(() => (selected ? assetToReviewMedia(selected) : null), [selected]);

  if (!selected || !media) {
    // Files without a preview (archives, fonts, project files) are in the download, not here.
    return <Typography color="text.secondary">{t(assets.length > 0 ? 'sharing.view.noPreviews' : 'sharing.view.noAssets')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Box
        role="region"
        aria-label={selected.name}
        sx={{ height: { xs: 360, sm: 480, md: 600 }, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        <AssetViewer media={media} height="100%" />
      </Box>
      {/* The file shown is the current one: say whether the approval covers it, or that it changed since. */}
      <DecisionChip decision={selected.lastDecision} fileVersion={selected.fileVersion} showDetail approvalsOnly />
      <Box
        component="ul"
        aria-label={t('sharing.view.gallery')}
        onKeyDown={handleGalleryKeyDown}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
      >
        {shown.map((asset) => {
          const isSelected = asset.code === selected.code;
          return (
            <Box component="li" key={asset.code} aria-label={asset.name}>
              <ButtonBase
                // Focusable items the arrow keys walk (← → ↑ ↓, Home, End); Enter or a click shows one.
                data-gallery-item=""
                aria-pressed={isSelected}
                onClick={() => setChosenCode(asset.code)}
                sx={{
                  width: '100%',
                  display: 'block',
                  textAlign: 'left',
                  border: 2,
                  borderColor: isSelected ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                {asset.previewImage ? (
                  <Box
                    component="img"
                    src={asset.previewImage}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain', bgcolor: 'action.hover', display: 'block' }}
                  />
                ) : (
                  // A playable without a still: its kind's icon.
                  <Box
                    data-testid="playable-thumbnail"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      bgcolor: 'action.hover',
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                    }}
                  >
                    <SportsEsportsOutlined sx={{ fontSize: 40, color: 'text.secondary' }} />
                  </Box>
                )}
                <Typography variant="caption" component="span" noWrap sx={{ display: 'block', px: 1, py: 0.5, fontWeight: 600 }}>
                  {asset.name}
                </Typography>
              </ButtonBase>
              <Box sx={{ mt: 0.5 }}>
                <DecisionChip decision={asset.lastDecision} fileVersion={asset.fileVersion} approvalsOnly isCompact />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
