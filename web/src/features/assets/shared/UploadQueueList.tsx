import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { findKindOfFile } from '../asset-types';
import { UploadProgressCell } from '../tab/UploadProgressCell';
import { UploadRowActions } from '../tab/use-asset-columns';
import type { UploadItem } from '../upload/upload-types';
import { AssetKindIcon } from './AssetKindIcon';

interface UploadQueueListProps {
  items: readonly UploadItem[];
  onCancel: (item: UploadItem) => void;
  onRemove: (item: UploadItem) => void;
}

/** The files being uploaded, where there is no grid to show them in (tiles, the files tab). */
export function UploadQueueList({ items, onCancel, onRemove }: UploadQueueListProps) {
  const { t } = useTranslation();
  const visible = items.filter((item) => item.status === 'waiting' || item.status === 'loading' || item.status === 'error');
  if (visible.length === 0) return null;
  return (
    <List dense aria-label={t('assets.uploads.listLabel')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}>
      {visible.map((item) => (
        <ListItem
          key={item.id}
          divider
          sx={{ gap: 1.5 }}
          secondaryAction={<UploadRowActions upload={item} onCancel={onCancel} onRemove={onRemove} />}
        >
          <AssetKindIcon kind={findKindOfFile(item.file)} color="action" fontSize="small" />
          <Typography variant="body2" noWrap sx={{ width: '35%', minWidth: 0 }} title={item.file.name}>
            {item.file.name}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0, pr: 5 }}>
            <UploadProgressCell item={item} />
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
