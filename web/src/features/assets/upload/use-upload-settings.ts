import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../../../gql';
import type { UploadLimits } from './upload-types';

const UploadSettingsQuery = graphql(`
  query AssetUploadSettings($clientCode: String!) {
    assetUploadSettings(clientCode: $clientCode) {
      maxFileSizeBytes
      maxFiles
      partSize
      partConcurrency
      partStallTimeoutSeconds
    }
  }
`);

export interface UploadSettings {
  limits: UploadLimits;
  partSize: number;
  concurrency: number;
  stallTimeoutMs: number;
}

/**
 * The server's upload limits and part tuning (its configuration), or null until they have loaded.
 * `limits` caps them further (the asset editor takes one file).
 */
export function useUploadSettings(clientCode: string, limits?: UploadLimits): UploadSettings | null {
  const { data } = useQuery(UploadSettingsQuery, { variables: { clientCode }, fetchPolicy: 'cache-first' });
  const settings = data?.assetUploadSettings;
  const maxFiles = limits?.maxFiles;
  const maxFileSizeBytes = limits?.maxFileSizeBytes;
  return useMemo(() => {
    if (!settings) return null;
    return {
      limits: {
        maxFiles: Math.min(settings.maxFiles, maxFiles ?? settings.maxFiles),
        maxFileSizeBytes: Math.min(settings.maxFileSizeBytes, maxFileSizeBytes ?? settings.maxFileSizeBytes),
      },
      partSize: settings.partSize,
      concurrency: settings.partConcurrency,
      stallTimeoutMs: settings.partStallTimeoutSeconds * 1000,
    };
  }, [settings, maxFiles, maxFileSizeBytes]);
}
