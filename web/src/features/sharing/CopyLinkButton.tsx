import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPIED_INDICATOR_MS } from './share-link-form';

/** Copies `url` and says so for 800 ms (spec 2 §9). */
export function CopyLinkButton({ url, label }: { url: string; label?: string }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = setTimeout(() => setIsCopied(false), COPIED_INDICATOR_MS);
    return () => clearTimeout(timer);
  }, [isCopied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch {
      // No clipboard (an insecure origin, a denied permission): the link stays selectable in its field.
      setIsCopied(false);
    }
  };

  return (
    <Tooltip
      title={t('sharing.dialog.copied')}
      open={isCopied}
      describeChild
      disableHoverListener
      disableFocusListener
      disableTouchListener
      arrow
    >
      <Button
        size="small"
        variant="outlined"
        startIcon={<ContentCopyOutlined />}
        onClick={() => void copy()}
        sx={{ whiteSpace: 'nowrap', flex: 'none' }}
      >
        {isCopied ? t('sharing.dialog.copied') : (label ?? t('sharing.dialog.copy'))}
      </Button>
    </Tooltip>
  );
}
