import { graphql } from '../../gql';

export const AdAccountsQuery = graphql(`
  query AdAccounts($clientCode: String!, $applicationCode: String!) {
    adAccounts(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      name
      channelCode
      connector
      externalAccountId
      currency
      baseUrl
      effectiveBaseUrl
      hasCredentials
      credentialFields
      syncIntervalMinutes
      lastSyncAt
      isSyncPending
      currency
      timeZone
      throttledUntil
      throttleMessage
      credentialsRefusedAt
      credentialsRefusal
      lastRun {
        ...AdSyncRunFields
      }
      lastMetricsRun {
        ...AdSyncRunFields
      }
    }
  }
`);

export const AdSyncRunFieldsFragment = graphql(`
  fragment AdSyncRunFields on AdSyncRun {
    id
    kind
    trigger
    status
    summary
    error
    waitUntil
    startedAt
    finishedAt
  }
`);

export const AdAccountSyncRunsQuery = graphql(`
  query AdAccountSyncRuns($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) {
    adAccountSyncRuns(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, limit: 20) {
      ...AdSyncRunFields
    }
  }
`);

export const CreateAdAccountMutation = graphql(`
  mutation CreateAdAccount($clientCode: String!, $applicationCode: String!, $adAccount: AdAccountInput!) {
    createAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccount: $adAccount) {
      code
    }
  }
`);

export const UpdateAdAccountMutation = graphql(`
  mutation UpdateAdAccount($clientCode: String!, $applicationCode: String!, $adAccountCode: String!, $adAccount: AdAccountUpdateInput!) {
    updateAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode, adAccount: $adAccount) {
      code
      name
      externalAccountId
      currency
      baseUrl
      hasCredentials
      syncIntervalMinutes
    }
  }
`);

export const DeleteAdAccountMutation = graphql(`
  mutation DeleteAdAccount($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) {
    deleteAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode)
  }
`);

export const SyncAdAccountMutation = graphql(`
  mutation SyncAdAccount($clientCode: String!, $applicationCode: String!, $adAccountCode: String!) {
    syncAdAccount(clientCode: $clientCode, applicationCode: $applicationCode, adAccountCode: $adAccountCode) {
      code
      isSyncPending
    }
  }
`);

export const PreviewAdTreeImportMutation = graphql(`
  mutation PreviewAdTreeImport(
    $clientCode: String!
    $applicationCode: String!
    $adAccountCode: String!
    $format: AdTreeFileFormat!
    $content: String!
  ) {
    previewAdTreeImport(
      clientCode: $clientCode
      applicationCode: $applicationCode
      adAccountCode: $adAccountCode
      format: $format
      content: $content
    ) {
      rowCount
      validRowCount
      summary
      rows {
        rowNumber
        campaign
        subCampaign
        assetSet
        ad
        errors
      }
    }
  }
`);

export const ImportAdTreeMutation = graphql(`
  mutation ImportAdTree(
    $clientCode: String!
    $applicationCode: String!
    $adAccountCode: String!
    $format: AdTreeFileFormat!
    $content: String!
  ) {
    importAdTree(
      clientCode: $clientCode
      applicationCode: $applicationCode
      adAccountCode: $adAccountCode
      format: $format
      content: $content
    ) {
      id
      status
      summary
    }
  }
`);

export const AdLinkSuggestionsQuery = graphql(`
  query AdLinkSuggestions($clientCode: String!, $applicationCode: String!, $offset: Int, $limit: Int) {
    adLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode, offset: $offset, limit: $limit) {
      totalItemCount
      items {
        code
        method
        confidence
        channelCode
        campaignName
        assetSetName
        adName
        creativeUrl
        creativePictureUrl
        conceptCode
        conceptName
        assetName
        assetPictureUrl
      }
    }
  }
`);

export const ReviewAdLinkSuggestionsMutation = graphql(`
  mutation ReviewAdLinkSuggestions($clientCode: String!, $applicationCode: String!, $codes: [String!]!, $decision: AdLinkDecision!) {
    reviewAdLinkSuggestions(clientCode: $clientCode, applicationCode: $applicationCode, codes: $codes, decision: $decision) {
      code
      ok
      message
    }
  }
`);

export const AdNamingTemplatesQuery = graphql(`
  query AdNamingTemplates($clientCode: String!, $applicationCode: String!) {
    adNamingTemplates(clientCode: $clientCode, applicationCode: $applicationCode) {
      code
      template
      createdAt
    }
    adLinkSettings(clientCode: $clientCode, applicationCode: $applicationCode) {
      mode
      autoLinkMinConfidence
      perceptualMaxDistance
    }
  }
`);

export const AdNamingTemplateDryRunQuery = graphql(`
  query AdNamingTemplateDryRun($clientCode: String!, $applicationCode: String!, $template: String!) {
    adNamingTemplateDryRun(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) {
      template
      error
      totalAdCount
      matchedAdCount
      matchedConceptAdCount
      ambiguousAdCount
      examples {
        adName
        conceptCode
        conceptName
        otherConceptCount
      }
    }
  }
`);

export const AddAdNamingTemplateMutation = graphql(`
  mutation AddAdNamingTemplate($clientCode: String!, $applicationCode: String!, $template: String!) {
    addAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, template: $template) {
      code
    }
  }
`);

export const DeleteAdNamingTemplateMutation = graphql(`
  mutation DeleteAdNamingTemplate($clientCode: String!, $applicationCode: String!, $templateCode: String!) {
    deleteAdNamingTemplate(clientCode: $clientCode, applicationCode: $applicationCode, templateCode: $templateCode)
  }
`);

export const UpdateAdLinkSettingsMutation = graphql(`
  mutation UpdateAdLinkSettings($clientCode: String!, $applicationCode: String!, $settings: AdLinkSettingsInput!) {
    updateAdLinkSettings(clientCode: $clientCode, applicationCode: $applicationCode, settings: $settings) {
      mode
      autoLinkMinConfidence
      perceptualMaxDistance
    }
  }
`);

export const RunAdAutoLinkingMutation = graphql(`
  mutation RunAdAutoLinking($clientCode: String!, $applicationCode: String!) {
    runAdAutoLinking(clientCode: $clientCode, applicationCode: $applicationCode) {
      proposed
      linked
      suggested
    }
  }
`);

export const PreviewAdMetricsImportMutation = graphql(`
  mutation PreviewAdMetricsImport($clientCode: String!, $applicationCode: String!, $csv: String!) {
    previewAdMetricsImport(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
      writeCount
      errorCount
      rows {
        line
        day
        ad
        adName
        action
        errors
      }
    }
  }
`);

export const ImportAdMetricsMutation = graphql(`
  mutation ImportAdMetrics($clientCode: String!, $applicationCode: String!, $csv: String!) {
    importAdMetrics(clientCode: $clientCode, applicationCode: $applicationCode, csv: $csv) {
      writtenCount
      errorCount
    }
  }
`);
