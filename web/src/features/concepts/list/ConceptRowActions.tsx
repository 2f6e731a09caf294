import AppsOutlined from '@mui/icons-material/AppsOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ConceptRowFragment } from '../../../gql/graphql';

export interface ConceptRowActionHandlers {
  onDelete: (concept: ConceptRowFragment) => void;
  onMoveToFolder: (concept: ConceptRowFragment) => void;
  onChangeApplications: (concept: ConceptRowFragment) => void;
}

interface ConceptRowActionsProps extends ConceptRowActionHandlers {
  concept: ConceptRowFragment;
  editPath: string;
  canEdit: boolean;
  canDelete: boolean;
  canChangeFolder: boolean;
}

/** The actions cell: edit and download inline, the rarer actions in a menu; each only with its permission. */
export function ConceptRowActions({
  concept,
  editPath,
  canEdit,
  canDelete,
  canChangeFolder,
  onDelete,
  onMoveToFolder,
  onChangeApplications,
}: ConceptRowActionsProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const hasMenu = canChangeFolder || canDelete;
  const closeMenuAnd = (action: (concept: ConceptRowFragment) => void) => () => {
    setMenuAnchor(null);
    action(concept);
  };
  const downloadLabel = concept.downloadUrl ? t('conceptsList.actions.download') : t('conceptsList.actions.downloadUnavailable');

  return (
    // Clicks here must not open the row's concept.
    <Box sx={{ display: 'flex', alignItems: 'center' }} onClick={(event) => event.stopPropagation()}>
      {canEdit ? (
        <Tooltip title={t('conceptsList.actions.edit')}>
          <IconButton
            size="small"
            component={RouterLink}
            to={editPath}
            aria-label={t('conceptsList.actions.editNamed', { name: concept.name })}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={downloadLabel}>
        {/* A disabled button fires no events, so the tooltip hangs on a wrapper. */}
        <span>
          <IconButton
            size="small"
            disabled={!concept.downloadUrl}
            aria-label={t('conceptsList.actions.downloadNamed', { name: concept.name })}
            {...(concept.downloadUrl ? { component: 'a', href: `${concept.downloadUrl}&assetType=production` } : {})}
          >
            <DownloadOutlined fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      {hasMenu ? (
        <>
          <IconButton
            size="small"
            aria-label={t('conceptsList.actions.moreNamed', { name: concept.name })}
            aria-haspopup="menu"
            aria-controls={menuAnchor ? menuId : undefined}
            aria-expanded={menuAnchor ? true : undefined}
            onClick={(event) => setMenuAnchor(event.currentTarget)}
          >
            <MoreVert fontSize="small" />
          </IconButton>
          <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
            {canChangeFolder ? (
              <MenuItem onClick={closeMenuAnd(onMoveToFolder)}>
                <ListItemIcon>
                  <DriveFileMoveOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('conceptsList.actions.moveToFolder')}</ListItemText>
              </MenuItem>
            ) : null}
            {canChangeFolder ? (
              <MenuItem onClick={closeMenuAnd(onChangeApplications)}>
                <ListItemIcon>
                  <AppsOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('conceptsList.actions.changeApplications')}</ListItemText>
              </MenuItem>
            ) : null}
            {canDelete ? (
              <MenuItem onClick={closeMenuAnd(onDelete)} sx={{ color: 'error.main' }}>
                <ListItemIcon sx={{ color: 'inherit' }}>
                  <DeleteOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText>{t('conceptsList.actions.delete')}</ListItemText>
              </MenuItem>
            ) : null}
          </Menu>
        </>
      ) : null}
    </Box>
  );
}
