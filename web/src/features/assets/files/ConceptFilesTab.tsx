import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';
import { useCurrentClient } from '../../../session';
import { UploadLeaveGuard } from '../upload/UploadLeaveGuard';
import { AssetGroupCard } from './AssetGroupCard';

/** The concept editor's files tab (spec 2 §2.2): source and design asset cards side by side. */
export function ConceptFilesTab({ conceptCode }: { conceptCode: string }) {
  const client = useCurrentClient();
  const [busy, setBusy] = useState({ source: false, design: false });
  const setSourceBusy = useCallback((isBusy: boolean) => setBusy((current) => ({ ...current, source: isBusy })), []);
  const setDesignBusy = useCallback((isBusy: boolean) => setBusy((current) => ({ ...current, design: isBusy })), []);
  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', lg: 'flex-start' } }}>
      <AssetGroupCard clientCode={client.code} conceptCode={conceptCode} grouping="source" onBusyChange={setSourceBusy} />
      <AssetGroupCard clientCode={client.code} conceptCode={conceptCode} grouping="design" onBusyChange={setDesignBusy} />
      <UploadLeaveGuard isUploading={busy.source || busy.design} />
    </Stack>
  );
}
