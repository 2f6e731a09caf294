import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../../gql';
import type { UploadApi } from './upload-types';

const CreateUploadMutation = graphql(`
  mutation AssetUploadCreate(
    $clientCode: String!
    $conceptCode: String!
    $assetCode: String
    $assetType: String!
    $metaData: AssetUploadMetaData!
  ) {
    createCreativeConceptAssetUpload(
      clientCode: $clientCode
      conceptCode: $conceptCode
      assetCode: $assetCode
      assetType: $assetType
      metaData: $metaData
    ) {
      uploadId
      assetCode
      partSize
    }
  }
`);

const GetPartUrlMutation = graphql(`
  mutation AssetUploadPartUrl(
    $clientCode: String!
    $conceptCode: String!
    $assetCode: String!
    $metaData: AssetUploadMetaData
    $uploadId: String!
    $partNumber: Int!
  ) {
    getCreativeConceptAssetUploadUrl(
      clientCode: $clientCode
      conceptCode: $conceptCode
      assetCode: $assetCode
      metaData: $metaData
      uploadId: $uploadId
      partNumber: $partNumber
    ) {
      url
    }
  }
`);

const FinishUploadMutation = graphql(`
  mutation AssetUploadFinish(
    $clientCode: String!
    $conceptCode: String!
    $assetCode: String!
    $metaData: AssetUploadMetaData
    $uploadId: String!
    $parts: [AssetUploadPartInput!]!
  ) {
    finishCreativeConceptAssetUpload(
      clientCode: $clientCode
      conceptCode: $conceptCode
      assetCode: $assetCode
      metaData: $metaData
      uploadId: $uploadId
      parts: $parts
    ) {
      status
      assetCode
      duplicatedConceptAssetCode
      isUnchanged
    }
  }
`);

const UploadStateQuery = graphql(`
  query AssetUploadState($clientCode: String!, $uploadId: String!) {
    creativeConceptAssetUpload(clientCode: $clientCode, uploadId: $uploadId) {
      uploadId
      status
      parts {
        number
        etag
      }
    }
  }
`);

const AbortUploadMutation = graphql(`
  mutation AssetUploadAbort($clientCode: String!, $uploadId: String!) {
    abortCreativeConceptAssetUpload(clientCode: $clientCode, uploadId: $uploadId)
  }
`);

export const MergeAssetMutation = graphql(`
  mutation AssetMerge($clientCode: String!, $sourceConceptAssetCode: String!, $destinationConceptAssetCode: String!) {
    mergeCreativeConceptAsset(
      clientCode: $clientCode
      sourceConceptAssetCode: $sourceConceptAssetCode
      destinationConceptAssetCode: $destinationConceptAssetCode
    ) {
      code
    }
  }
`);

const DiscardAssetMutation = graphql(`
  mutation AssetDiscardDuplicate($clientCode: String!, $conceptAssetCode: String!) {
    deleteCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode)
  }
`);

const RenameAssetMutation = graphql(`
  mutation AssetRename($clientCode: String!, $conceptAssetCode: String!, $asset: ConceptAssetInput!) {
    updateCreativeConceptAsset(clientCode: $clientCode, conceptAssetCode: $conceptAssetCode, asset: $asset) {
      code
      name
      version
    }
  }
`);

/** The upload calls of one concept through Apollo; each step handles its own errors (spec 2 §7), so no cache or refetch. */
export function createApolloUploadApi(client: ApolloClient, scope: { clientCode: string; conceptCode: string }): UploadApi {
  const { clientCode, conceptCode } = scope;
  return {
    async createUpload({ assetType, assetCode, metaData }) {
      const { data } = await client.mutate({
        mutation: CreateUploadMutation,
        variables: { clientCode, conceptCode, assetCode, assetType, metaData },
      });
      if (!data) throw new Error('createCreativeConceptAssetUpload answered no data');
      return data.createCreativeConceptAssetUpload;
    },
    async getPartUrl({ assetCode, uploadId, partNumber, metaData }) {
      const { data } = await client.mutate({
        mutation: GetPartUrlMutation,
        variables: { clientCode, conceptCode, assetCode, uploadId, partNumber, metaData },
      });
      if (!data) throw new Error('getCreativeConceptAssetUploadUrl answered no data');
      return data.getCreativeConceptAssetUploadUrl.url;
    },
    async finishUpload({ assetCode, uploadId, parts, metaData }) {
      const { data } = await client.mutate({
        mutation: FinishUploadMutation,
        variables: { clientCode, conceptCode, assetCode, uploadId, parts, metaData },
      });
      if (!data) throw new Error('finishCreativeConceptAssetUpload answered no data');
      const result = data.finishCreativeConceptAssetUpload;
      return {
        status: result.status,
        assetCode: result.assetCode,
        duplicatedConceptAssetCode: result.duplicatedConceptAssetCode ?? null,
        isUnchanged: result.isUnchanged,
      };
    },
    async getUploadState(uploadId) {
      try {
        const { data } = await client.query({ query: UploadStateQuery, variables: { clientCode, uploadId }, fetchPolicy: 'no-cache' });
        const state = data?.creativeConceptAssetUpload;
        if (!state || state.status !== 'open') return null;
        return { parts: state.parts.map((part) => ({ number: part.number, etag: part.etag })) };
      } catch (error) {
        // The server answered that the upload is gone (ended, aborted, or cleaned up); anything else is thrown.
        if (CombinedGraphQLErrors.is(error)) return null;
        throw error;
      }
    },
    async abortUpload(uploadId) {
      await client.mutate({ mutation: AbortUploadMutation, variables: { clientCode, uploadId } });
    },
    async mergeAsset(sourceAssetCode, destinationAssetCode) {
      await client.mutate({
        mutation: MergeAssetMutation,
        variables: { clientCode, sourceConceptAssetCode: sourceAssetCode, destinationConceptAssetCode: destinationAssetCode },
      });
    },
    async discardAsset(assetCode) {
      await client.mutate({ mutation: DiscardAssetMutation, variables: { clientCode, conceptAssetCode: assetCode } });
    },
    async renameAsset(assetCode, name) {
      await client.mutate({ mutation: RenameAssetMutation, variables: { clientCode, conceptAssetCode: assetCode, asset: { name } } });
    },
  };
}
