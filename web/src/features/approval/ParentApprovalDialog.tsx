import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OPEN_APPROVAL, OPEN_PARAM, withoutOpenRequest } from './gallery-url';

export const PARENT_REVIEW_PARAM = 'review';

/**
 * The approval gallery of a parent concept (spec 2 §2.5): its variants, with approve and reject per
 * variant pending approval and for all of them. The parent's editor gives the variants list
 * (`children`), so the decisions stay where the variants live. `open=approvalModal` opens it and
 * leaves the URL; `review=variants` keeps it open across a reload.
 */
export function ParentApprovalDialog({ parentName, children }: { parentName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const isRequested = searchParams.get(OPEN_PARAM) === OPEN_APPROVAL;
  const isOpen = searchParams.get(PARENT_REVIEW_PARAM) === 'variants';
  useEffect(() => {
    if (!isRequested) return;
    setSearchParams(
      (previous) => {
        const params = withoutOpenRequest(previous);
        params.set(PARENT_REVIEW_PARAM, 'variants');
        return params;
      },
      { replace: true },
    );
  }, [isRequested, setSearchParams]);
  const close = () =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.delete(PARENT_REVIEW_PARAM);
      return params;
    });
  if (!isOpen) return null;
  return (
    <Dialog open fullScreen onClose={close} aria-labelledby={titleId}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" noWrap>
            {t('approval.parent.title')}: {parentName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('approval.parent.hint')}
          </Typography>
        </Box>
        <Tooltip title={t('approval.close')}>
          <IconButton aria-label={t('approval.close')} onClick={close}>
            <CloseOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      <Box sx={{ p: 3, overflowY: 'auto', flex: 1 }}>{children}</Box>
    </Dialog>
  );
}
