import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import PublishedWithChanges from '@mui/icons-material/PublishedWithChanges';
import Chip from '@mui/material/Chip';
import { darken } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { readDecision, type DecisionRecord, type DecisionState } from '../lib/approval-record';

interface DecisionChipProps {
  decision: DecisionRecord | null | undefined;
  /** The number of the file the asset holds now. */
  fileVersion: number | null | undefined;
  /** Under the chip, which version was decided and which is current (when they differ). */
  showDetail?: boolean;
  /** Only approvals (the shared view: visitors are shown what is approved, not rejections). */
  approvalsOnly?: boolean;
  /** A short label for narrow places (thumbnails); the whole sentence stays in its title. */
  isCompact?: boolean;
  align?: 'start' | 'center';
}

/**
 * An asset's approval as it stands for the file it holds (issue 27): "Approved on v2", or "Changed
 * since approval" once another file replaced the approved one (and likewise for a rejection).
 */
export function DecisionChip({
  decision,
  fileVersion,
  showDetail = false,
  approvalsOnly = false,
  isCompact = false,
  align = 'start',
}: DecisionChipProps) {
  const { t } = useTranslation();
  const state = readDecision(decision, fileVersion);
  if (!state || (approvalsOnly && (state.kind === 'rejected' || state.kind === 'changedSinceRejection'))) return null;
  const detail = describeDetail(t, state);
  return (
    <Stack spacing={0.5} sx={{ alignItems: align === 'center' ? 'center' : 'flex-start', textAlign: align, minWidth: 0, maxWidth: '100%' }}>
      <Chip
        size="small"
        variant="outlined"
        color={chipColor(state)}
        // The warning orange is 3.1:1 on white: enough for the border and icon, not for the label (AA 4.5:1).
        sx={(theme) =>
          chipColor(state) === 'warning' && theme.palette.mode === 'light' ? { color: darken(theme.palette.warning.main, 0.4) } : {}
        }
        icon={state.kind === 'approved' ? <CheckCircleOutline /> : state.kind === 'rejected' ? <HighlightOff /> : <PublishedWithChanges />}
        label={isCompact ? compactLabel(t, state) : chipLabel(t, state)}
        title={detail ?? chipLabel(t, state)}
        data-decision={state.kind}
      />
      {showDetail && detail ? (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      ) : null}
    </Stack>
  );
}

type Translate = TFunction;

function chipColor(state: DecisionState) {
  if (state.kind === 'approved') return 'success' as const;
  if (state.kind === 'rejected') return 'error' as const;
  return 'warning' as const;
}

function chipLabel(t: Translate, state: DecisionState) {
  switch (state.kind) {
    case 'approved':
      return state.version
        ? t('approval.decisionRecord.approved', { version: state.version })
        : t('approval.decisionRecord.approvedNoVersion');
    case 'rejected':
      return state.version
        ? t('approval.decisionRecord.rejected', { version: state.version })
        : t('approval.decisionRecord.rejectedNoVersion');
    case 'changedSinceApproval':
      return t('approval.decisionRecord.changedSinceApproval');
    case 'changedSinceRejection':
      return t('approval.decisionRecord.changedSinceRejection');
  }
}

function compactLabel(t: Translate, state: DecisionState) {
  if (state.kind === 'changedSinceApproval' || state.kind === 'changedSinceRejection') return t('approval.decisionRecord.changedShort');
  return chipLabel(t, state);
}

/** Which version was decided and which is current, when a new file came since. */
function describeDetail(t: Translate, state: DecisionState): string | null {
  if (state.kind === 'changedSinceApproval')
    return state.version
      ? t('approval.decisionRecord.changedSinceApprovalDetail', { version: state.version, current: state.current })
      : t('approval.decisionRecord.changedSinceApprovalNoVersion', { current: state.current });
  if (state.kind === 'changedSinceRejection')
    return state.version
      ? t('approval.decisionRecord.changedSinceRejectionDetail', { version: state.version, current: state.current })
      : t('approval.decisionRecord.changedSinceRejectionNoVersion', { current: state.current });
  return null;
}
