import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildAssetCreatePath } from '../shared/asset-paths';

interface AssetsCardHeaderProps {
  titleId: string;
  clientCode: string;
  conceptCode: string;
  /** The concept's zip link; the production files download as one zip from it. */
  downloadUrl: string | null;
  viewMode: 'tiles' | 'grid';
  onViewModeChange: (viewMode: 'tiles' | 'grid') => void;
  selectedCount: number;
  /** A bulk action is running. */
  isBusy: boolean;
  canCreate: boolean;
  canMove: boolean;
  canDelete: boolean;
  onMove: () => void;
  onDelete: () => void;
}

/** The card's title, the tile/grid toggle, Add asset and the bulk buttons (spec 2 §2.3). */
export function AssetsCardHeader(props: AssetsCardHeaderProps) {
  const { t } = useTranslation();
  const hasSelection = props.selectedCount > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography id={props.titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 200 }}>
        {t('assets.tab.title')}
      </Typography>
      {props.canMove ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DriveFileMoveOutlined />}
          disabled={!hasSelection || props.isBusy}
          onClick={props.onMove}
        >
          {hasSelection ? t('assets.bulk.moveCount', { count: props.selectedCount }) : t('assets.bulk.move')}
        </Button>
      ) : null}
      {props.canDelete ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<DeleteOutlined />}
          disabled={!hasSelection || props.isBusy}
          onClick={props.onDelete}
        >
          {hasSelection ? t('assets.bulk.deleteCount', { count: props.selectedCount }) : t('assets.bulk.delete')}
        </Button>
      ) : null}
      {props.downloadUrl ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          component="a"
          href={`${props.downloadUrl}&assetType=production`}
          download
          aria-label={t('assets.tab.downloadAllLabel')}
        >
          {t('assets.tab.downloadAll')}
        </Button>
      ) : null}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.viewMode}
        onChange={(_event, value: 'tiles' | 'grid' | null) => value && props.onViewModeChange(value)}
        aria-label={t('assets.tab.viewMode')}
      >
        <ToggleButton value="tiles" aria-label={t('assets.tab.tiles')}>
          <Tooltip title={t('assets.tab.tiles')}>
            <GridViewOutlined fontSize="small" />
          </Tooltip>
        </ToggleButton>
        <ToggleButton value="grid" aria-label={t('assets.tab.grid')}>
          <Tooltip title={t('assets.tab.grid')}>
            <TableRowsOutlined fontSize="small" />
          </Tooltip>
        </ToggleButton>
      </ToggleButtonGroup>
      {props.canCreate ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<Add />}
          component={RouterLink}
          to={buildAssetCreatePath(props.clientCode, props.conceptCode, 'production')}
        >
          {t('assets.tab.addAsset')}
        </Button>
      ) : null}
    </Box>
  );
}
