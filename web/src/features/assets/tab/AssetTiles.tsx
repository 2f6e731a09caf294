import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AssetListFieldsFragment } from '../../../gql/graphql';
import { handleGalleryKeyDown } from '../../../lib/gallery-arrow-keys';
import { FolderTypeIcon, type FolderNode } from '../../folders';
import { formatPixels, formatSeconds } from '../shared/asset-format';
import { AssetPreview } from '../shared/AssetPreview';
import { buildTileGridTemplate, countTileColumns, TILE_HEIGHT } from './tile-columns';
import { AssetRowActions } from './use-asset-columns';
import { useElementWidth } from './use-element-width';
import { useWindowWidth } from './use-window-width';

interface AssetTilesProps {
  clientCode: string;
  assets: readonly AssetListFieldsFragment[];
  /** Sub-folders of the folder shown (or the top-level folders when none is). */
  folders: readonly FolderNode[];
  /** Given inside a sub-folder: the Back tile goes there (null: to every asset). */
  back: { target: FolderNode | null } | null;
  onOpenFolder: (folder: FolderNode | null) => void;
  isTreeOpen: boolean;
  selectedCodes: ReadonlySet<string>;
  onToggleSelected: (code: string) => void;
  buildEditPath: (asset: AssetListFieldsFragment) => string;
  canView: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onDelete: (asset: AssetListFieldsFragment) => void;
}

/**
 * The tile view (spec 2 §2.3): folder tiles, a Back tile inside a sub-folder, and 384 px asset tiles.
 * In each list the arrow keys, Home and End move between the tiles' main controls (a folder's button,
 * an asset's name link), so a long gallery is walked without tabbing through every checkbox and action.
 */
export function AssetTiles(props: AssetTilesProps) {
  const { t } = useTranslation();
  const windowWidth = useWindowWidth();
  const [rowRef, rowWidth] = useElementWidth<HTMLDivElement>();
  const template = buildTileGridTemplate(countTileColumns(windowWidth, props.isTreeOpen, rowWidth));
  const hasFolderTiles = props.back !== null || props.folders.length > 0;
  return (
    <Stack ref={rowRef} spacing={2}>
      {hasFolderTiles ? (
        <Box
          component="ul"
          aria-label={t('assets.tiles.foldersLabel')}
          onKeyDown={handleGalleryKeyDown}
          sx={{ display: 'grid', gridTemplateColumns: template, gap: 2, m: 0, p: 0 }}
        >
          {props.back ? (
            <FolderTile
              icon={<ArrowBack sx={{ color: 'text.secondary' }} />}
              name={t('assets.tiles.back')}
              label={props.back.target ? t('assets.tiles.backTo', { name: props.back.target.name }) : t('assets.tiles.backToAll')}
              onOpen={() => props.onOpenFolder(props.back?.target ?? null)}
            />
          ) : null}
          {props.folders.map((folder) => (
            <FolderTile
              key={folder.id}
              icon={<FolderTypeIcon nodeTypeCode={folder.nodeTypeCode} isOpen={false} />}
              name={folder.name}
              count={folder.count}
              label={t('assets.tiles.openFolder', { name: folder.name, count: folder.count })}
              onOpen={() => props.onOpenFolder(folder)}
            />
          ))}
        </Box>
      ) : null}
      {props.assets.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('assets.grid.noRows')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('assets.tiles.assetsLabel')}
          onKeyDown={handleGalleryKeyDown}
          sx={{ display: 'grid', gridTemplateColumns: template, gap: 2, m: 0, p: 0 }}
        >
          {props.assets.map((asset, index) => (
            <AssetTile key={asset.code} asset={asset} isInFirstRows={index < EAGER_TILES} {...props} />
          ))}
        </Box>
      )}
    </Stack>
  );
}

function FolderTile({
  icon,
  name,
  count,
  label,
  onOpen,
}: {
  icon: React.ReactNode;
  name: string;
  count?: number;
  label: string;
  onOpen: () => void;
}) {
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card variant="outlined">
        <CardActionArea
          onClick={onOpen}
          aria-label={label}
          data-gallery-item=""
          sx={{ display: 'flex', justifyContent: 'flex-start', gap: 1.5, px: 2, py: 1.5 }}
        >
          {icon}
          <Typography noWrap sx={{ flex: 1, minWidth: 0 }}>
            {name}
          </Typography>
          {count !== undefined ? (
            <Typography variant="body2" color="text.secondary">
              {count}
            </Typography>
          ) : null}
        </CardActionArea>
      </Card>
    </Box>
  );
}

/** Tiles whose picture loads at once: the rows in view when the tab opens (up to six 380 px tiles a row at 2560 px). */
const EAGER_TILES = 12;

function AssetTile({ asset, isInFirstRows, ...props }: AssetTilesProps & { asset: AssetListFieldsFragment; isInFirstRows: boolean }) {
  const { t } = useTranslation();
  const notAvailable = t('assets.grid.notAvailable');
  const isSelected = props.selectedCodes.has(asset.code);
  const details = [
    [t('assets.grid.columns.aspectRatio'), asset.aspectRatio || notAvailable],
    [t('assets.grid.columns.width'), formatPixels(asset.width, notAvailable)],
    [t('assets.grid.columns.height'), formatPixels(asset.height, notAvailable)],
    [t('assets.grid.columns.length'), formatSeconds(asset.length) || notAvailable],
  ];
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Card
        variant="outlined"
        sx={{ height: TILE_HEIGHT, display: 'flex', flexDirection: 'column', borderColor: isSelected ? 'primary.main' : undefined }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 0.5, pt: 0.5 }}>
          <Checkbox
            size="small"
            checked={isSelected}
            onChange={() => props.onToggleSelected(asset.code)}
            slotProps={{ input: { 'aria-label': t('assets.tiles.select', { name: asset.name }) } }}
          />
          <AssetRowActions
            asset={asset}
            editPath={props.canView ? props.buildEditPath(asset) : null}
            onDelete={props.canDelete ? () => props.onDelete(asset) : null}
          />
        </Box>
        <Box sx={{ flex: 1, minHeight: 0, px: 1.5, bgcolor: 'action.hover', mx: 1.5, borderRadius: 1 }}>
          <AssetPreview
            asset={asset}
            height={210}
            retry={props.canUpdate ? { clientCode: props.clientCode } : undefined}
            isEager={isInFirstRows}
          />
        </Box>
        <Box sx={{ px: 1.5, py: 1 }}>
          <Link
            component={RouterLink}
            to={props.buildEditPath(asset)}
            underline="hover"
            noWrap
            data-gallery-item=""
            sx={{ display: 'block', fontWeight: 500 }}
          >
            {asset.name}
          </Link>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, auto 1fr)', columnGap: 1, rowGap: 0.25, m: 0, mt: 0.5 }}
          >
            {details.map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {term}
                </Typography>
                <Typography component="dd" variant="caption" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      </Card>
    </Box>
  );
}
