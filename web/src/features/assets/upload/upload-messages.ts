import type { TFunction } from 'i18next';
import { formatSizeMb } from '../shared/asset-format';
import type { UploadProblem } from './UploadProblemDialog';
import type { UploadError, UploadRejection } from './upload-types';

/** An upload row's or dialog's text for a failure (spec 2 §8 catalogue). */
export function describeUploadError(t: TFunction, error: UploadError | null): string {
  switch (error?.kind) {
    case 'fileType':
      return t('assets.upload.fileTypeNotSupported');
    case 'sizeLimit':
      return t('assets.upload.sizeLimit');
    case 'tooManyFiles':
      return t('assets.upload.tooManyFiles');
    case 'connection':
      return t('assets.upload.connection');
    default:
      return t('assets.upload.failed');
  }
}

/** The rejected-files dialog for a pre-check refusal: the reason with the limit, and the files. */
export function describeRejection(t: TFunction, rejection: UploadRejection): UploadProblem {
  if (rejection.reason === 'tooManyFiles') {
    return {
      message: `${t('assets.upload.tooManyFiles')}. ${t('assets.uploads.maxFiles', { count: rejection.maxFiles })}`,
      files: rejection.files.map((file) => ({ name: file.name })),
    };
  }
  const maxSize = formatSizeMb(rejection.maxFileSizeBytes);
  return {
    message: t('assets.upload.sizeLimit'),
    files: rejection.files.map((file) => ({
      name: file.name,
      detail: t('assets.uploads.fileTooLarge', { size: formatSizeMb(file.size), maxSize }),
    })),
  };
}

/** More than one file dropped where one is allowed (the editor, a source asset). */
export function describeOneFileOnly(t: TFunction, files: readonly { name: string }[]): UploadProblem {
  return { message: t('assets.upload.oneFileOnly'), files: files.map((file) => ({ name: file.name })) };
}
