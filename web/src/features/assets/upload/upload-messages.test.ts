import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n';
import { classifyUploadError, PartHttpError, PartNetworkError, PartStalledError } from './upload-errors';
import { describeOneFileOnly, describeRejection, describeUploadError } from './upload-messages';

const t = i18next.t.bind(i18next);
const graphQLError = (message: string, extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions }] });

describe('upload refusal messages', () => {
  it('names the most files allowed at once', () => {
    const problem = describeRejection(t, { reason: 'tooManyFiles', maxFiles: 100, files: [{ name: 'a.png', size: 1 }] });
    expect(problem.message).toBe('Too many files at once. At most 100 files can be uploaded at once.');
    expect(problem.files).toEqual([{ name: 'a.png' }]);
  });

  it("shows each refused file's size and the maximum size", () => {
    const problem = describeRejection(t, {
      reason: 'sizeLimit',
      maxFileSizeBytes: 5_000_000_000,
      files: [{ name: 'film.mov', size: 6_200_000_000 }],
    });
    expect(problem.message).toBe('Some files exceed the size limit and cannot be uploaded');
    expect(problem.files).toEqual([{ name: 'film.mov', detail: '6200.00 MB; the maximum size is 5000.00 MB' }]);
  });

  it('takes one file at a time where one is allowed', () => {
    expect(describeOneFileOnly(t, [{ name: 'a' }, { name: 'b' }]).message).toBe('Only one file at a time');
  });
});

describe('upload error texts (spec 2 §8)', () => {
  const text = (error: unknown) => describeUploadError(t, classifyUploadError(error));

  it("shows 400 as 'File type not supported!' and other server refusals as the generic text", () => {
    expect(text(graphQLError('File type not supported!', { code: 'BAD_USER_INPUT', status: 400 }))).toBe('File type not supported!');
    expect(text(graphQLError('Boom', { code: 'INTERNAL_SERVER_ERROR' }))).toBe('Something went wrong');
    expect(text(graphQLError('Too many files at once', { code: 'BAD_USER_INPUT', status: 413 }))).toBe('Too many files at once');
    expect(text(graphQLError('Some files exceed the size limit and cannot be uploaded', { status: 413 }))).toBe(
      'Some files exceed the size limit and cannot be uploaded',
    );
  });

  it('asks to check the connection when parts could not be sent', () => {
    const connection = 'An error occurred while uploading the file, please check your internet connection';
    expect(text(new PartNetworkError())).toBe(connection);
    expect(text(new PartStalledError())).toBe(connection);
    expect(text(new PartHttpError(503))).toBe(connection);
    expect(text(new TypeError('Failed to fetch'))).toBe(connection);
    expect(text(new PartHttpError(403))).toBe('Something went wrong');
  });
});
