import path from 'node:path';
import type { AppConfig } from '../config.js';
import { LocalStorage } from './local.js';
import type { StorageLogger } from './s3.js';
import type { ObjectStorage } from './types.js';

export * from './types.js';
export { LocalStorage } from './local.js';
export type { StorageLogger } from './s3.js';

/**
 * S3 when a bucket is configured (S3_ENDPOINT only for S3-compatible stores), otherwise local disk
 * under DATA_DIR/storage. `getSecret` signs the local adapter's URLs; it is read at signing time
 * because the secret is loaded from the database after start-up.
 */
export async function createStorage(
  config: AppConfig,
  getSecret: () => string,
  options: { logger?: StorageLogger } = {},
): Promise<ObjectStorage> {
  if (config.S3_BUCKET) {
    // The AWS SDK is loaded only when a bucket is configured: in the embedded default it would
    // only be more heap for every garbage collection to walk.
    const { S3Storage } = await import('./s3.js');
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT || undefined,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      logger: options.logger,
    });
  }
  return new LocalStorage(path.join(config.dataDir, 'storage'), getSecret);
}
