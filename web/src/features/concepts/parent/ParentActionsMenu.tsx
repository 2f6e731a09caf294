import Check from '@mui/icons-material/Check';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { buildApprovalLink, buildConceptEditorPath, useCurrentClient } from '../../../session';

/** Spec 1 §9: the "copied" indicator shows for 800 ms. */
export const COPIED_INDICATOR_MS = 800;

/** The parent editor's menu: copy the approval link, open the tabbed concept editor. */
export function ParentActionsMenu({ parentCode, applicationCode }: { parentCode: string; applicationCode: string }) {
  const { t } = useTranslation();
  const client = useCurrentClient();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isCopied, setIsCopied] = useState(false);
  const [fallbackLink, setFallbackLink] = useState<string | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

  async function copyApprovalLink() {
    const link = buildApprovalLink(window.location.origin, client.code, parentCode, applicationCode);
    try {
      await navigator.clipboard.writeText(link);
      setIsCopied(true);
      timerRef.current = setTimeout(() => {
        setIsCopied(false);
        setAnchor(null);
      }, COPIED_INDICATOR_MS);
    } catch {
      // No clipboard (permissions, insecure origin): show the link to copy by hand.
      setAnchor(null);
      setFallbackLink(link);
    }
  }

  return (
    <>
      <Tooltip title={t('conceptEditor.actions.more')}>
        <IconButton aria-label={t('conceptEditor.actions.more')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <MoreVert />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void copyApprovalLink()} disabled={isCopied}>
          <ListItemIcon>{isCopied ? <Check fontSize="small" color="success" /> : <LinkOutlined fontSize="small" />}</ListItemIcon>
          <ListItemText>
            {isCopied ? t('conceptEditor.parent.approvalLinkCopied') : t('conceptEditor.parent.copyApprovalLink')}
          </ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={buildConceptEditorPath(client.code, parentCode, 'details')}>
          <ListItemIcon>
            <OpenInNew fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('conceptEditor.actions.openEditor')}</ListItemText>
        </MenuItem>
      </Menu>
      <Dialog open={Boolean(fallbackLink)} onClose={() => setFallbackLink(null)} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('conceptEditor.parent.copyApprovalLink')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('conceptEditor.parent.approvalLinkFallback')}
            value={fallbackLink ?? ''}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { readOnly: true, onFocus: (event: FocusEvent<HTMLInputElement>) => event.target.select() } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setFallbackLink(null)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
