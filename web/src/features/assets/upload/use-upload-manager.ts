import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isSureToBeRefused } from './content-check';
import { createBrowserResumeStore } from './resume-store';
import { DEFAULT_UPLOAD_LIMITS } from './upload-limits';
import { createApolloUploadApi } from './upload-api';
import { UploadManager } from './upload-manager';
import type { DuplicateDecision, DuplicateQuestion, UploadItem, UploadLimits } from './upload-types';
import { useUploadSettings } from './use-upload-settings';
import { createXhrTransport } from './xhr-transport';

export interface DuplicatePrompt extends DuplicateQuestion {
  answer: (decision: DuplicateDecision) => void;
}

interface UseUploadManagerOptions {
  clientCode: string;
  conceptCode: string;
  /** production, design or source. */
  assetType: string;
  limits?: UploadLimits;
  /** Each file's end (done, error or canceled): refetch the list. */
  onSettled?: (item: UploadItem) => void;
  /** Remember unfinished uploads so a reload can resume them (the lists; the editor's single file is not). */
  isResumable?: boolean;
}

/**
 * An upload queue for one list or editor, wired to Apollo and XMLHttpRequest. The duplicate
 * question becomes `duplicatePrompt` for a dialog; leaving the component cancels what is left.
 */
export function useUploadManager({
  clientCode,
  conceptCode,
  assetType,
  limits = DEFAULT_UPLOAD_LIMITS,
  onSettled,
  isResumable = false,
}: UseUploadManagerOptions) {
  const client = useApolloClient();
  const [duplicatePrompt, setDuplicatePrompt] = useState<DuplicatePrompt | null>(null);
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  }, [onSettled]);

  const [manager] = useState(
    () =>
      new UploadManager({
        api: createApolloUploadApi(client, { clientCode, conceptCode }),
        transport: createXhrTransport(),
        assetType,
        limits,
        resume: isResumable ? { store: createBrowserResumeStore(), clientCode, conceptCode } : undefined,
        isSureToBeRefused,
        onSettled: (item) => onSettledRef.current?.(item),
        onDuplicate: (question) =>
          new Promise<DuplicateDecision>((resolve) =>
            setDuplicatePrompt({
              ...question,
              answer: (decision) => {
                setDuplicatePrompt(null);
                resolve(decision);
              },
            }),
          ),
      }),
  );
  // The defaults above serve until the server's own settings arrive.
  const settings = useUploadSettings(clientCode, limits);
  useEffect(() => {
    if (settings) manager.configure(settings);
  }, [manager, settings]);
  const items = useSyncExternalStore(manager.subscribe, manager.getSnapshot);
  const interrupted = useSyncExternalStore(manager.subscribe, manager.getInterrupted);
  useEffect(() => {
    void manager.loadInterrupted();
  }, [manager]);
  // Only cancels: under StrictMode the same manager is mounted again right after.
  useEffect(() => () => manager.cancelAll(), [manager]);

  const isBusy = items.some((item) => item.status === 'waiting' || item.status === 'loading');
  const cancel = useCallback((id: string) => manager.cancel(id), [manager]);
  const remove = useCallback((id: string) => manager.remove(id), [manager]);
  const discardInterrupted = useCallback((uploadId: string) => manager.discardInterrupted(uploadId), [manager]);
  return { manager, items, isBusy, duplicatePrompt, cancel, remove, interrupted, discardInterrupted };
}
