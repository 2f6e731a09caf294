import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readConceptNotice } from '../lib/route-notice';

/** Spec 1 §9: snackbars hide after 10 s. */
export const SNACKBAR_HIDE_MS = 10_000;

export interface Notice {
  message: string;
  severity: 'success' | 'error' | 'info';
}

export function useNotice(initial: Notice | null = null) {
  const [notice, setNotice] = useState<Notice | null>(initial);
  const showNotice = useCallback((message: string, severity: Notice['severity'] = 'success') => setNotice({ message, severity }), []);
  const hideNotice = useCallback(() => setNotice(null), []);
  return { notice, showNotice, hideNotice };
}

/**
 * A notice handed over in the navigation state (e.g. "Copy created." after a copy), shown once:
 * the state is cleared so a reload or a step back does not show it again.
 */
export function useRouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [routeNotice] = useState(() => readConceptNotice(location.state));
  const notice = useNotice(routeNotice);
  const hasState = Boolean(readConceptNotice(location.state));
  useEffect(() => {
    if (hasState) void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [hasState, navigate, location.pathname, location.search]);
  return notice;
}

export function NoticeSnackbar({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Snackbar
      open={Boolean(notice)}
      autoHideDuration={SNACKBAR_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} onClose={onClose} variant="filled" sx={{ width: '100%' }}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
